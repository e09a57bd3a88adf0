import { get } from 'node:http';

/**
 * What the release pointer costs a page with modules: the bytes of its first
 * download as the site sends it (gzip), and what a revalidation costs once the browser holds it
 * (`If-None-Match` with its ETag: 304 and no body while nothing changed).
 */
export interface PointerCost {
  /** Bytes of the body on the wire of a first download, compressed as served. */
  readonly firstBytes: number;
  /** The status of a revalidation with the ETag it came with: 304 when the server honours it. */
  readonly revalidationStatus: number;
  /** Bytes of the revalidation's body (0 for a 304). */
  readonly revalidationBytes: number;
}

/** One GET as a browser sends it (gzip accepted), the body counted as it arrives, not decompressed. */
function request(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip', ...headers } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ...(typeof response.headers.etag === 'string' ? { etag: response.headers.etag } : {}) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export async function measurePointerCost(pointerUrl: string): Promise<PointerCost> {
  const first = await request(pointerUrl, {});
  const again = await request(pointerUrl, first.etag ? { 'If-None-Match': first.etag } : {});
  return { firstBytes: first.bytes, revalidationStatus: again.status, revalidationBytes: again.bytes };
}
