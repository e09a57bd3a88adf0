/**
 * The header arithmetic of a resumable upload (the cloud drive's protocol):
 * chunks carry `Content-Range: bytes {first}-{last}/{total}`; a status query
 * carries `bytes *\/{total}`; a `308 Resume Incomplete` answers with
 * `Range: bytes=0-{last received}`, or no Range when nothing arrived.
 */

/** Chunks must be multiples of 256 KiB, except the last one. */
export const CHUNK_QUANTUM_BYTES = 256 * 1024;

/** `Content-Range` of the chunk [start, end) of a file of `total` bytes. */
export function chunkRange(start: number, end: number, total: number): string {
  if (total === 0) return 'bytes */0';
  return `bytes ${start}-${end - 1}/${total}`;
}

/** `Content-Range` of a status query: "how much of `total` did you get?". */
export function statusQueryRange(total: number): string {
  return `bytes */${total}`;
}

/** Bytes the server holds, from a 308's `Range` header: the next offset to send from. */
export function receivedBytes(range: string | null | undefined): number {
  const match = /bytes=0-(\d+)/i.exec(range ?? '');
  return match ? Number(match[1]) + 1 : 0;
}

/** The end of the chunk starting at `offset`: one `chunkSize` on, but never past the file. */
export function chunkEnd(offset: number, chunkSize: number, total: number): number {
  return Math.min(total, offset + chunkSize);
}

/** A chunk size the protocol accepts: a positive multiple of 256 KiB. */
export function validChunkSize(requested: number): number {
  return Math.max(1, Math.floor(requested / CHUNK_QUANTUM_BYTES)) * CHUNK_QUANTUM_BYTES;
}
