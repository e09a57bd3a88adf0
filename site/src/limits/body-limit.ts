import type { Context, MiddlewareHandler } from 'hono';

/** Requests a limit has already taken: the first limit registered for a path decides, a catch-all after it does not count again. */
const limited = new WeakSet<Context>();

/**
 * Caps a request's body at `maxBytes` before any handler reads it, like PHP's
 * `post_max_size`: a `Content-Length` above it is refused unread, and a body
 * without one (chunked) is counted as it streams in and refused as soon as it
 * passes the cap, so memory never holds more than `maxBytes` of it (a 200 MB
 * chunked report was once read whole). The chunks are joined once
 * at the end, never in growing copies. `refuse` answers in the route's own words.
 */
export function limitBody(maxBytes: number, refuse: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    if (limited.has(c)) return next();
    limited.add(c);
    const request = c.req.raw;
    if (!request.body) return next();
    const length = request.headers.get('content-length');
    if (length !== null && !request.headers.has('transfer-encoding')) return Number(length) > maxBytes ? refuse(c) : next();
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        // Left unread, not cancelled: cancelling destroys the socket before the refusal is sent.
        reader.releaseLock();
        return refuse(c);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(request, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

/**
 * Every 413 closes its connection: the refused body is left unread, so the
 * connection cannot carry another request, and a client that reused it would
 * see it closed under its next request instead of an answer.
 */
export const closeAfterRefusedBody: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 413) c.res.headers.set('Connection', 'close');
};
