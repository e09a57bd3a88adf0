/**
 * The REST errors of CF7's feedback endpoint (MARKUP-FACTS §2.5), in
 * WordPress's REST error shape `{code, message, data: {status}}`.
 */
export function restError(status: 400 | 404 | 413 | 415 | 429, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ code, message, data: { status } }, { status, headers });
}

export const unsupportedMediaType = () => restError(415, 'wpcf7_unsupported_media_type', 'The request is in an unsupported media type.');
export const formNotFound = () => restError(404, 'wpcf7_not_found', 'The requested contact form was not found.');
export const unitTagNotFound = () => restError(400, 'wpcf7_unit_tag_not_found', 'There is no valid unit tag.');
export const bodyTooLarge = (limit: string) => restError(413, 'cmsmf_request_too_large', `The request is larger than this site accepts (${limit}).`);
export const malformedBody = () => restError(400, 'cmsmf_malformed_body', 'The request body is not well-formed multipart data.');
export const tooManyParts = (limit: number) => restError(413, 'cmsmf_too_many_parts', `The request has more fields than this site accepts (${limit}).`);
export const rateLimited = (message: string, retryAfterSeconds: number) => restError(429, 'cmsmf_rate_limited', message, { 'Retry-After': String(retryAfterSeconds) });
