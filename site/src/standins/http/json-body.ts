import { readBodyUpTo } from './read-body';

/** JSON bodies of the stand-ins are a few fields; anything bigger is abuse. */
export const JSON_BODY_MAX_BYTES = 16 * 1024;

/** A parsed JSON object, or an HTTP status and a message for the route to word its own way. */
export type JsonBody =
  | { readonly ok: true; readonly value: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

/**
 * Reads a JSON object body. The content type must say JSON: a browser can
 * send a form-encoded POST cross-site without a preflight, but not JSON, so
 * this also keeps simple cross-site forms from reaching the routes.
 */
export async function readJsonBody(request: Request, maxBytes = JSON_BODY_MAX_BYTES): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { ok: false, status: 415, message: 'Content-Type must be application/json.' };
  const body = await readBodyUpTo(request, maxBytes);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? { ok: false, status: 413, message: `The body is larger than ${maxBytes} bytes.` }
      : { ok: false, status: 400, message: 'The body was cut off.' };
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes));
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, message: 'The body must be a JSON object.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
