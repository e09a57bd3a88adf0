/** The drive refused to open an upload session, or could not be reached (`status` 0). */
export class DriveSessionError extends Error {
  override readonly name = 'DriveSessionError';

  constructor(
    /** HTTP status of the drive's answer; 0 when there was none. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
