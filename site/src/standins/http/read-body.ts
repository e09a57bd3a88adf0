/** What `readBodyUpTo` found: the bytes, or why there are none. */
export type BodyRead =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: 'too-large' | 'aborted' };

/**
 * Reads a request body into memory, stopping as soon as it passes `maxBytes`,
 * so a client cannot make the stand-in buffer more than the route allows.
 * A connection cut mid-body is reported as `aborted` rather than thrown: an
 * interrupted upload is a normal event for a resumable protocol.
 */
export async function readBodyUpTo(request: Request, maxBytes: number): Promise<BodyRead> {
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      parts.push(value);
    }
  } catch {
    return { ok: false, reason: 'aborted' };
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return { ok: true, bytes };
}
