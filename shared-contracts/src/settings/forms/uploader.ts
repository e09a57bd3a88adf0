import { decodeBase64Json } from '../base64-json';

/**
 * Uploader configuration per field (forms-addon.md §3), read from the data
 * attributes of the hidden `input.upload-file-list` next to each
 * `.eacf7-uploader` (MARKUP-FACTS §3.1) and, for cloud-drive uploads, from
 * `data-upload_folder` on the uploader.
 */
export interface UploadFolder {
  /** Cloud-drive folder id. */
  readonly id: string;
  /** Connected cloud-drive account id. */
  readonly accountId: string;
}

export interface UploaderConfig {
  /** Per-file limit, bytes. The effective limit is the smaller of this and `max_post_size` (§5). */
  readonly max_size: number;
  /** Server request limit, bytes. */
  readonly max_post_size: number;
  /** Field name (the form-tag name). */
  readonly field_id: string;
  readonly form_id: number;
  readonly max_files: number;
  /** Allowed extensions, lower case without dots; `null` = any (§5 defaults). */
  readonly extensions: readonly string[] | null;
  /** Also add the upload to the CMS media library. */
  readonly media_library: boolean;
  /** Cloud-drive uploads only. */
  readonly upload_folder?: UploadFolder;
}

/** States of one row of the upload list (§4). */
export type UploadItemState = 'added' | 'uploading' | 'uploaded' | 'error';

/** Data attributes of the value input that carry the config (MARKUP-FACTS §3.1). */
export const UPLOADER_DATA_ATTRIBUTES = {
  max_files: 'data-max_files',
  /** Formatted for display (e.g. "2 MB"). */
  max_size: 'data-max_size',
  max_post_size: 'data-max_post_size',
  /** Pipe-separated list. */
  extensions: 'data-extensions',
  /** 1 or 0. */
  media_library: 'data-media_library',
  form_id: 'data-form_id',
  field_id: 'data-field_id',
  /** On the cloud-drive uploader: base64 JSON {id, accountId}. */
  upload_folder: 'data-upload_folder',
} as const;

/** Decodes `data-upload_folder`; undefined when absent or malformed. */
export function decodeUploadFolder(attribute: string | null | undefined): UploadFolder | undefined {
  const value = decodeBase64Json(attribute) as { id?: unknown; accountId?: unknown } | undefined;
  if (!value || typeof value !== 'object') return undefined;
  const { id, accountId } = value;
  if ((typeof id !== 'string' && typeof id !== 'number') || (typeof accountId !== 'string' && typeof accountId !== 'number')) {
    return undefined;
  }
  return { id: String(id), accountId: String(accountId) };
}
