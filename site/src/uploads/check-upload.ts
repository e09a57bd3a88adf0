import { DEFAULT_IMAGE_EXTENSIONS } from '@cms-mf/shared-contracts/constants';
import { sizeExceededMessage, typeNotAllowedMessage, type UploadKind } from '@cms-mf/shared-contracts/constants';
import type { UploaderDefinition } from '../cms/form-definition';
import { contentMatchesExtension, mimeForExtension } from './magic-bytes';
import { isActiveSvg } from './svg-safety';
import { checkUploadName } from './upload-name';

export const INVALID_NAME_MESSAGE = 'The file name contains characters that are not allowed.';
export const CONTENT_MISMATCH_MESSAGE = 'The file content does not match its type.';

export type UploadVerdict =
  | { readonly ok: true; readonly safeName: string; readonly extension: string; readonly mime: string }
  | { readonly ok: false; readonly status: 200 | 413; readonly message: string; readonly detail: string };

/** "2 MB", "500 KB": the limit as the uploader shows it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} B`;
}

/** The effective per-file limit (forms-addon.md §5): the smaller of the field's and the site's. */
export function effectiveMaxSize(uploader: UploaderDefinition, maxPostSize: number): number {
  return Math.min(uploader.max_size, maxPostSize);
}

/**
 * Every check of one uploaded file against the field's SERVER config, in the
 * order that tells the visitor the most: size (413), name, extension
 * allowlist, then content (magic bytes, active SVG). Pure: nothing is stored
 * until it answers ok.
 */
export function checkUpload(
  file: { readonly name: string; readonly bytes: Uint8Array },
  uploader: UploaderDefinition,
  maxPostSize: number,
  kind: UploadKind,
): UploadVerdict {
  const limit = effectiveMaxSize(uploader, maxPostSize);
  if (file.bytes.length > limit) return { ok: false, status: 413, message: sizeExceededMessage(kind, formatBytes(limit)), detail: `${file.bytes.length} > ${limit} bytes` };
  const allowed = uploader.extensions ?? (kind === 'image' ? DEFAULT_IMAGE_EXTENSIONS : null);
  const name = checkUploadName(file.name, allowed);
  if (!name.ok) return { ok: false, status: 200, message: name.reason === 'type' ? typeNotAllowedMessage(kind) : INVALID_NAME_MESSAGE, detail: name.detail };
  if (file.bytes.length === 0) return { ok: false, status: 200, message: CONTENT_MISMATCH_MESSAGE, detail: 'the file is empty' };
  if (!contentMatchesExtension(file.bytes, name.extension)) return { ok: false, status: 200, message: CONTENT_MISMATCH_MESSAGE, detail: `content is not .${name.extension}` };
  if (name.extension === 'svg' && isActiveSvg(new TextDecoder().decode(file.bytes))) {
    return { ok: false, status: 200, message: typeNotAllowedMessage(kind), detail: 'the SVG contains scripts or links' };
  }
  return { ok: true, safeName: name.safeName, extension: name.extension, mime: mimeForExtension(name.extension) };
}
