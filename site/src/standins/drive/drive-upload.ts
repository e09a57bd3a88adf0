import type { Context } from 'hono';
import { standinsBaseUrl } from '../http/base-url';
import { readBodyUpTo } from '../http/read-body';
import type { StandinsRuntime } from '../standins-runtime';
import { parseContentRange, receivedRangeHeader } from './content-range';
import { driveError } from './drive-error';
import { driveFileResource } from './drive-file-resource';
import { DRIVE_SESSION_ID, DRIVE_SESSION_TTL_MS } from './drive-limits';
import type { DriveStore } from './drive-store';

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * `PUT <session URI>`: one chunk of a resumable upload, or a status query.
 * Answers as the drive does: 308 with `Range: bytes=0-N` while bytes are
 * missing (no `Location`, so browsers do not treat it as a redirect), 200 with
 * the file resource once complete (also to any later PUT, so a client that
 * lost the last answer can ask again), 400 for a range that does not continue
 * the stored bytes, 404 for an unknown or expired session. Nothing is stored
 * unless the whole chunk arrived and fits.
 */
export async function handleDriveUpload(c: Context, runtime: StandinsRuntime, store: DriveStore): Promise<Response> {
  const id = c.req.param('sessionId') ?? '';
  const session = DRIVE_SESSION_ID.test(id) ? store.findSession(id) : undefined;
  if (!session || runtime.now() - session.createdAt > DRIVE_SESSION_TTL_MS) {
    return driveError(404, 'notFound', 'No such upload session; open a new one.');
  }
  const baseUrl = standinsBaseUrl(c, `/drive/upload/${id}`, runtime.publicBaseUrl);
  const finished = () => Response.json(driveFileResource(store.complete(id, runtime.now()), baseUrl), { status: 200, headers: NO_STORE });
  const incomplete = (received: number) => {
    const range = receivedRangeHeader(received);
    return new Response(null, { status: 308, headers: range ? { ...NO_STORE, Range: range } : NO_STORE });
  };
  const wrongRange = (message: string) => {
    const range = receivedRangeHeader(session.received);
    return driveError(400, 'badRequest', message, range ? { Range: range } : {});
  };
  if (session.fileId !== null) return finished();

  const header = c.req.header('content-range');
  const range = header === undefined ? null : parseContentRange(header);
  if (header !== undefined && !range) return wrongRange('Content-Range must be "bytes start-end/total" or "bytes */total".');
  if (range && range.total !== null && range.total !== session.size) return wrongRange(`The total must be the announced size, ${session.size}.`);
  if (range?.kind === 'bytes' && range.end >= session.size) return wrongRange(`The range ends past the announced size, ${session.size}.`);
  if (range?.kind === 'bytes' && range.start !== session.received) return wrongRange(`The next chunk must start at byte ${session.received}.`);

  // Without Content-Range the body is the whole file; an empty one asks for the status.
  const expected = range === null ? session.size : range.kind === 'status' ? 0 : range.end - range.start + 1;
  const declared = c.req.header('content-length');
  if (range && declared !== undefined && Number(declared) !== expected) return wrongRange(`Content-Length must be ${expected}, the length of the range.`);
  const body = await readBodyUpTo(c.req.raw, expected);
  if (!body.ok) return wrongRange(body.reason === 'too-large' ? 'The body is longer than the range.' : 'The body was cut off; ask for the status and resume.');
  const length = body.bytes.byteLength;

  if (range?.kind === 'status' || (range === null && length === 0)) {
    return session.received === session.size ? finished() : incomplete(session.received);
  }
  if (range === null && session.received !== 0) return wrongRange(`Without Content-Range the body must be the whole file, and ${session.received} bytes are already stored.`);
  if (length !== expected) return wrongRange(`The body has ${length} bytes; the range needs ${expected}.`);
  const start = range === null ? 0 : range.start;
  if (!store.appendChunk(id, start, body.bytes)) {
    const now = store.findSession(id);
    return driveError(400, 'badRequest', 'Another request moved this upload on; ask for the status and resume.', now?.received ? { Range: `bytes=0-${now.received - 1}` } : {});
  }
  return start + length === session.size ? finished() : incomplete(start + length);
}
