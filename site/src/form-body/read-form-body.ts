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
export type FormBodyRefusal = 'media-type' | 'malformed';

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
export async function readFormBody(request: Request, accepted: readonly FormMediaType[] = FORM_MEDIA_TYPES): Promise<FormBodyResult> {
  if (!hasFormMediaType(request, accepted)) return { ok: false, reason: 'media-type' };
  try {
    return { ok: true, fields: RawFields.fromFormData(await request.formData()) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
