/**
 * Failures of the cloud-drive upload. Each carries a `kind` in the client's
 * vocabulary (`network`, `http`), so the visitor-facing message is chosen the
 * same way as for any other failed request.
 */
export class DriveInterruptedError extends Error {
  override readonly name = 'DriveInterruptedError';
  readonly kind = 'network' as const;
  constructor(message = 'cloud drive: the upload was interrupted', options?: ErrorOptions) {
    super(message, options);
  }
}

/** The drive answered a status that ends this attempt (a 4xx other than an expired session). */
export class DriveRefusedError extends Error {
  override readonly name = 'DriveRefusedError';
  readonly kind = 'http' as const;
  constructor(readonly status: number) {
    super(`cloud drive: the upload was refused (HTTP ${status})`);
  }
}

/** The resumable session is gone (404/410): the file must start again under a new upload URL. */
export class DriveSessionExpiredError extends Error {
  override readonly name = 'DriveSessionExpiredError';
  readonly kind = 'http' as const;
  constructor(readonly status: number) {
    super(`cloud drive: the upload session expired (HTTP ${status})`);
  }
}

/** The file resource after the last chunk was not JSON. */
export class DriveAnswerError extends Error {
  override readonly name = 'DriveAnswerError';
  readonly kind = 'invalid-answer' as const;
}

/** Named like fetch's, so the common abort checks recognise it. */
export class DriveAbortError extends Error {
  override readonly name = 'AbortError';
  readonly kind = 'aborted' as const;
  constructor() {
    super('cloud drive: the upload was cancelled');
  }
}
