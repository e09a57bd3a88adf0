/** Reasons the stand-in gives, named like the drive's own `errors[].reason`. */
export type DriveErrorReason = 'badRequest' | 'notFound' | 'uploadTooLarge' | 'unsupportedMediaType';

/** An error answer in the drive API's JSON shape, so a client's error handling is exercised as in production. */
export function driveError(status: 400 | 404 | 413 | 415, reason: DriveErrorReason, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } },
    { status, headers: { 'X-Content-Type-Options': 'nosniff', ...headers } },
  );
}
