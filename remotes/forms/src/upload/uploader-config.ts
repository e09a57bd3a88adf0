import type { UploaderConfig, UploadKind } from '@cms-mf/shared-contracts';
import { DEFAULT_FILE_EXTENSIONS, DEFAULT_IMAGE_EXTENSIONS } from '@cms-mf/shared-contracts/constants';
import { decodeUploadFolder, UPLOADER_DATA_ATTRIBUTES as ATTR } from '@cms-mf/shared-contracts/settings';
import { formatSize, parseSize } from './file-size';

/** The config plus what the runtime derives from it once. */
export interface ResolvedUploaderConfig extends UploaderConfig {
  readonly kind: UploadKind;
  /** min(max_size, max_post_size) in bytes; Infinity when neither is given (forms-addon.md §5). */
  readonly effectiveMaxSize: number;
  /** The limit as shown in the size message: the server's own text of the smaller limit. */
  readonly effectiveMaxSizeText: string;
}

type ReadAttribute = (name: string) => string | null;

/** Extensions from a pipe list ("jpg|.PNG| pdf"), lower case without dots; null when the list is empty. */
export function parseExtensions(list: string | null | undefined): string[] | null {
  const extensions = (list ?? '')
    .split('|')
    .map((ext) => ext.trim().replace(/^\.+/, '').toLowerCase())
    .filter((ext) => /^[a-z0-9_-]+$/.test(ext));
  return extensions.length > 0 ? extensions : null;
}

/**
 * Reads an uploader's config from its value input's data attributes
 * (MARKUP-FACTS §3.1) and, for cloud-drive uploads, `data-upload_folder` from
 * the uploader or the input. Missing values take the add-on's defaults:
 * one file, any extension for files, jpg|jpeg|png|gif for images.
 */
export function readUploaderConfig(read: ReadAttribute, kind: UploadKind, readUploader: ReadAttribute = () => null): ResolvedUploaderConfig {
  const maxSize = parseSize(read(ATTR.max_size));
  const maxPostSize = parseSize(read(ATTR.max_post_size));
  const maxFiles = Number.parseInt(read(ATTR.max_files) ?? '', 10);
  const formId = Number.parseInt(read(ATTR.form_id) ?? '', 10);
  const defaults = kind === 'image' ? DEFAULT_IMAGE_EXTENSIONS : DEFAULT_FILE_EXTENSIONS;
  const folder = decodeUploadFolder(readUploader(ATTR.upload_folder) ?? read(ATTR.upload_folder));
  const limits = [
    { bytes: maxSize, text: read(ATTR.max_size) },
    { bytes: maxPostSize, text: read(ATTR.max_post_size) },
  ].filter((limit): limit is { bytes: number; text: string } => limit.bytes !== undefined);
  const smallest = limits.sort((a, b) => a.bytes - b.bytes)[0];
  return {
    kind,
    max_size: maxSize ?? Number.POSITIVE_INFINITY,
    max_post_size: maxPostSize ?? Number.POSITIVE_INFINITY,
    field_id: read(ATTR.field_id) ?? '',
    form_id: Number.isFinite(formId) ? formId : 0,
    max_files: Number.isFinite(maxFiles) && maxFiles > 0 ? maxFiles : 1,
    extensions: parseExtensions(read(ATTR.extensions)) ?? (defaults ? [...defaults] : null),
    media_library: read(ATTR.media_library) === '1',
    ...(folder ? { upload_folder: folder } : {}),
    effectiveMaxSize: smallest?.bytes ?? Number.POSITIVE_INFINITY,
    // A hand-written page may print bare bytes; the message then shows them formatted.
    effectiveMaxSizeText: smallest ? (/^\s*\d+\s*$/.test(smallest.text) ? formatSize(smallest.bytes) : smallest.text.trim()) : '',
  };
}
