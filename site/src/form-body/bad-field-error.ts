/** A request field is missing or malformed; the action answers `{success:false, data: message}` and changes nothing. */
export class BadFieldError extends Error {
  override readonly name = 'BadFieldError';
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}
