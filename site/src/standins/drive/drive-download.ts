import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { driveError } from './drive-error';
import { driveIconSvg, isDriveIconKind } from './drive-icons';
import { DRIVE_FILE_ID } from './drive-limits';
import type { DriveStore } from './drive-store';

/** RFC 5987 value: encodeURIComponent leaves `'()*` alone, which attr-char does not allow. */
const encodeRfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `GET /drive/files/:fileId` (the `webViewLink`): the stored bytes as a
 * download. The uploader's MIME type is never trusted: the file goes out as
 * `application/octet-stream`, attached, unsniffable and sandboxed, so an
 * uploaded HTML or SVG cannot run in the site's origin.
 */
export async function handleDriveDownload(c: Context, store: DriveStore): Promise<Response> {
  const id = c.req.param('fileId') ?? '';
  const file = DRIVE_FILE_ID.test(id) ? store.findFile(id) : undefined;
  if (!file) return driveError(404, 'notFound', 'File not found.');
  const bytes = await readFile(store.filePath(file.id));
  const asciiName = file.name.replace(/[^A-Za-z0-9._ -]/g, '_');
  return new Response(bytes, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeRfc5987(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-cache',
    },
  });
}

/** `GET /drive/icons/:icon` (the `iconLink`): one static SVG per file kind. */
export function handleDriveIcon(c: Context): Response {
  const kind = (c.req.param('icon') ?? '').replace(/\.svg$/, '');
  if (!isDriveIconKind(kind)) return driveError(404, 'notFound', 'No such icon.');
  return new Response(driveIconSvg(kind), {
    headers: { 'Content-Type': 'image/svg+xml', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=86400' },
  });
}
