import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import type { UploadsRepository } from './uploads-repository';
import { INLINE_IMAGE_TYPES } from './magic-bytes';
import { STORED_NAME_PATTERN, type StoredFiles } from './stored-files';

/**
 * Serves stored files. Only names the server generated and recorded are
 * served (no path from the URL reaches the disk otherwise); raster images
 * inline with their own type, everything else (SVG included) as an
 * `application/octet-stream` attachment; always `nosniff` and a sandboxing
 * CSP, so no upload ever runs as a page of this origin.
 */
export function createUploadsHandler(files: StoredFiles, uploads: UploadsRepository) {
  return async (c: Context): Promise<Response> => {
    const name = c.req.param('name') ?? '';
    // An upload no submission took is served only until it expires.
    files.expire();
    const row = STORED_NAME_PATTERN.test(name) ? uploads.byStoredName(name) : undefined;
    if (!row) return c.text('Not found', 404);
    const bytes = await readFile(files.pathOf(row.stored_name)).catch(() => null);
    if (!bytes) return c.text('Not found', 404);
    const extension = row.stored_name.slice(row.stored_name.lastIndexOf('.') + 1);
    const inlineType = INLINE_IMAGE_TYPES[extension];
    const headers: Record<string, string> = {
      'Content-Type': inlineType ?? 'application/octet-stream',
      'Content-Length': String(bytes.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, max-age=3600',
    };
    if (!inlineType) headers['Content-Disposition'] = `attachment; filename="${asciiName(row.display_name)}"; filename*=UTF-8''${encodeURIComponent(row.display_name)}`;
    return new Response(bytes, { headers });
  };
}

/** The display name reduced to safe ASCII for the plain `filename=` parameter. */
function asciiName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}
