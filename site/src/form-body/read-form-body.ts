import { isMultipartBoundary, parseMediaType } from './media-type';
import { createPartCounter, type PartCounter } from './part-counter';
import { RawFields } from './raw-fields';

/** The two encodings HTML forms and `FormData` posts use. */
export type FormMediaType = 'multipart/form-data' | 'application/x-www-form-urlencoded';

/** Both form encodings, for routes that take either. */
export const FORM_MEDIA_TYPES: readonly FormMediaType[] = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Why a body was not read: `media-type` when it is not one of the accepted
 * form encodings (nothing was read), `malformed` when it claimed to be one
 * but could not be parsed.
 */
export type FormBodyRefusal = 'media-type' | 'malformed' | 'too-many-parts';

/**
 * Most parts (fields and files) a form body may have. A form of the add-on
 * posts a few dozen; 10,000 file parts took seconds of parsing and half a
 * gigabyte, stalling every other request. Counted on the raw bytes as they
 * stream in, before anything is parsed, with the boundary the parser is given
 * (a decoy `boundary=` quoted in another parameter once let
 * 10,000 parts through).
 */
export const DEFAULT_MAX_PARTS = 300;

/** What a visitor reads when a body has more parts than DEFAULT_MAX_PARTS. */
export const TOO_MANY_PARTS_MESSAGE = `The request has more fields than this site accepts (${DEFAULT_MAX_PARTS}).`;

export interface FormBodyLimits {
  /** @default DEFAULT_MAX_PARTS */
  readonly maxParts?: number;
}

export type FormBodyResult = { readonly ok: true; readonly fields: RawFields } | { readonly ok: false; readonly reason: FormBodyRefusal };

/**
 * The request's media type when it is one of `accepted`, with the header the
 * body parser is given: rebuilt from the one parse, so the parser and the part
 * counter read the same boundary. Null for another type, or a header that does
 * not parse (the only place the header is read).
 */
function formMediaTypeOf(request: Request, accepted: readonly FormMediaType[]): { readonly type: FormMediaType; readonly boundary: string | null } | null {
  const mediaType = parseMediaType(request.headers.get('content-type') ?? '');
  if (!mediaType || !(accepted as readonly string[]).includes(mediaType.type)) return null;
  return { type: mediaType.type as FormMediaType, boundary: mediaType.parameters.get('boundary') ?? null };
}

/** Whether the request's `Content-Type` is one of `accepted` (parameters such as the boundary aside). */
export function hasFormMediaType(request: Request, accepted: readonly FormMediaType[] = FORM_MEDIA_TYPES): boolean {
  return formMediaTypeOf(request, accepted) !== null;
}

/**
 * Reads a posted form body the way every form route of the site does (the
 * ajax endpoint, CF7's feedback route, page-builder posts to a page): the
 * `Content-Type` must be one of `accepted`, then the body is parsed into
 * RawFields. Each route answers a refusal in its own product's words.
 */
export async function readFormBody(request: Request, accepted: readonly FormMediaType[] = FORM_MEDIA_TYPES, { maxParts = DEFAULT_MAX_PARTS }: FormBodyLimits = {}): Promise<FormBodyResult> {
  const mediaType = formMediaTypeOf(request, accepted);
  if (!mediaType) return { ok: false, reason: 'media-type' };
  const multipart = mediaType.type === 'multipart/form-data';
  if (multipart && (mediaType.boundary === null || !isMultipartBoundary(mediaType.boundary))) return { ok: false, reason: 'malformed' };
  try {
    // The body is already capped in size (bodyLimit); its parts are counted as it streams in, before anything is kept whole.
    const bytes = await readCountingParts(request, createPartCounter(multipart ? mediaType.boundary : null), maxParts);
    if (bytes === null) return { ok: false, reason: 'too-many-parts' };
    const contentType = multipart ? `multipart/form-data; boundary="${mediaType.boundary}"` : mediaType.type;
    return { ok: true, fields: RawFields.fromFormData(await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/**
 * The body's bytes, or null as soon as it has more than `maxParts` parts. The
 * rest is left unread, not cancelled: cancelling destroys the socket before
 * the refusal is sent; the server drains or closes it after answering.
 */
async function readCountingParts(request: Request, counter: PartCounter, maxParts: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (counter.push(value) > maxParts) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Parts of a whole body: boundary lines of a multipart body, `&`-separated pairs of a url-encoded one; 0 when the header does not parse. */
export function countParts(bytes: Uint8Array, contentType: string): number {
  const mediaType = parseMediaType(contentType);
  if (!mediaType) return 0;
  if (mediaType.type !== 'multipart/form-data') return createPartCounter(null).push(bytes);
  const boundary = mediaType.parameters.get('boundary');
  return boundary === undefined ? 0 : createPartCounter(boundary).push(bytes);
}
