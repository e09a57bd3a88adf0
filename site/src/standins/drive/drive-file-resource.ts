import { driveIconKind } from './drive-icons';
import type { DriveFile } from './drive-store';

/**
 * The file resource the last PUT of an upload answers with: the drive's
 * `files` resource trimmed to what forms-addon.md §3 records
 * (`id, name, size, iconLink, webViewLink`) plus `kind` and `mimeType`, which
 * the drive always includes. `size` is a string, as the drive sends int64s.
 */
export interface DriveFileResource {
  readonly kind: 'drive#file';
  readonly id: string;
  readonly name: string;
  readonly mimeType: string;
  readonly size: string;
  readonly iconLink: string;
  readonly webViewLink: string;
}

/** `baseUrl` is the stand-ins' public root (see `standinsBaseUrl`). */
export function driveFileResource(file: DriveFile, baseUrl: string): DriveFileResource {
  return {
    kind: 'drive#file',
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    size: String(file.size),
    iconLink: `${baseUrl}/drive/icons/${driveIconKind(file.mimeType)}.svg`,
    webViewLink: `${baseUrl}/drive/files/${file.id}`,
  };
}
