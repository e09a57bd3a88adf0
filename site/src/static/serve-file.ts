import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor } from './content-types';

/** Cache policies: version folders and hashed chunks never change; entry points must be revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Resolves a URL path inside `root`, or null when it would escape it: encoded
 * traversal, NUL bytes and backslashes are refused before touching the disk.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

/** A file response with a safe content type, or null when there is no such file. */
export async function serveFile(root: string, urlPath: string, cacheControl: string): Promise<Response | null> {
  const file = resolveInside(path.resolve(root), urlPath);
  if (!file) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return new Response(await readFile(file), {
    headers: {
      'Content-Type': contentTypeFor(path.extname(file)),
      'Content-Length': String(info.size),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      // Integrity-checked scripts are requested in CORS mode; a CDN copy must allow it too.
      'Access-Control-Allow-Origin': '*',
    },
  });
}
