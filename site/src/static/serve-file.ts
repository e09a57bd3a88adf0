import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
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

/** A strong validator of a file's bytes: the same bytes, the same tag, whichever server or deploy wrote them. */
export function entityTag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names the tag (a list, or `*`; weak tags compare by their value). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((item) => {
    const value = item.trim().replace(/^W\//, '');
    return value === '*' || value === tag;
  });
}

/**
 * A file response with a safe content type, or null when there is no such file. A file that is
 * revalidated on every view (the release pointer, `shell.js`) carries an `ETag`, and a request
 * that names it (`ifNoneMatch`) gets 304 with no body: a page view whose pointer has not changed
 * downloads none of it.
 */
export async function serveFile(root: string, urlPath: string, cacheControl: string, ifNoneMatch?: string): Promise<Response | null> {
  const read = await readRegularFile(root, urlPath);
  if (!read) return null;
  const { file, bytes } = read;
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    // Integrity-checked scripts are requested in CORS mode; a CDN copy must allow it too.
    'Access-Control-Allow-Origin': '*',
  };
  if (cacheControl === CACHE_REVALIDATE) {
    headers.ETag = entityTag(bytes);
    if (matchesTag(ifNoneMatch, headers.ETag)) return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { headers: { ...headers, 'Content-Type': contentTypeFor(path.extname(file)), 'Content-Length': String(bytes.byteLength) } });
}

/**
 * The bytes of a regular file inside `root`, or null. Symbolic links are never followed, neither
 * the file nor any folder on its way (a published `passwd.txt -> /etc/passwd` would serve the
 * server's own files): the path must be its own real path, and the file is opened with
 * O_NOFOLLOW and checked on the open handle, so what is read is what was checked.
 */
async function readRegularFile(root: string, urlPath: string): Promise<{ file: string; bytes: Uint8Array<ArrayBuffer> } | null> {
  // The root itself may sit behind a link (a deploy's `current -> releases-42`); only what is below it may not.
  const realRoot = await realpath(root).catch(() => null);
  const file = realRoot === null ? null : resolveInside(realRoot, urlPath);
  if (!file || (await realpath(file).catch(() => null)) !== file) return null;
  // O_NONBLOCK: a named pipe planted in the folder would otherwise hold a file-system thread until someone writes to it.
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(() => null);
  if (!handle) return null;
  try {
    // A file handle's read allocates a plain (unshared) buffer, like fs.readFile's.
    return (await handle.stat()).isFile() ? { file, bytes: (await handle.readFile()) as Uint8Array<ArrayBuffer> } : null;
  } finally {
    await handle.close();
  }
}
