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
 * gigabyte, stalling every other request. Counted on the raw bytes before
 * anything is parsed.
 */
export const DEFAULT_MAX_PARTS = 300;

export interface FormBodyLimits {
  /** @default DEFAULT_MAX_PARTS */
  readonly maxParts?: number;
}

export type FormBodyResult = { readonly ok: true; readonly fields: RawFields } | { readonly ok: false; readonly reason: FormBodyRefusal };

/** Whether the request's `Content-Type` is one of `accepted` (parameters such as the boundary aside). */
export function hasFormMediaType(request: Request, accepted: readonly FormMediaType[] = FORM_MEDIA_TYPES): boolean {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  return accepted.some((mediaType) => type.startsWith(mediaType));
}

/**
 * Reads a posted form body the way every form route of the site does (the
 * ajax endpoint, CF7's feedback route, page-builder posts to a page): the
 * `Content-Type` must be one of `accepted`, then the body is parsed into
 * RawFields. Each route answers a refusal in its own product's words.
 */
export async function readFormBody(request: Request, accepted: readonly FormMediaType[] = FORM_MEDIA_TYPES, { maxParts = DEFAULT_MAX_PARTS }: FormBodyLimits = {}): Promise<FormBodyResult> {
  if (!hasFormMediaType(request, accepted)) return { ok: false, reason: 'media-type' };
  const contentType = request.headers.get('content-type') ?? '';
  try {
    // The body is already capped in size (bodyLimit); its bytes are counted before the parser sees them.
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (countParts(bytes, contentType) > maxParts) return { ok: false, reason: 'too-many-parts' };
    return { ok: true, fields: RawFields.fromFormData(await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/** Parts of a body, counted on its bytes: boundary lines of a multipart body, `&`-separated pairs of a url-encoded one. */
export function countParts(bytes: Uint8Array, contentType: string): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    let pairs = bytes.length > 0 ? 1 : 0;
    for (let at = buffer.indexOf(0x26); at !== -1; at = buffer.indexOf(0x26, at + 1)) pairs++;
    return pairs;
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return 0;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let count = 0;
  for (let at = buffer.indexOf(delimiter); at !== -1; at = buffer.indexOf(delimiter, at + delimiter.length)) count++;
  // The closing delimiter ends the last part; it starts none.
  return Math.max(0, count - 1);
}
