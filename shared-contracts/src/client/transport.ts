/** What a transport hands back: the status and the body as text, before any interpretation. */
export interface RawAnswer {
  readonly status: number;
  readonly body: string;
}

export interface SendOptions {
  /** Named in the errors the transport throws. */
  readonly action: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (percent: number) => void;
}

/**
 * Sends one multipart POST and nothing more: no retry, no envelope parsing.
 * Rejects only with `RequestTimeoutError`, `NetworkError` or `RequestAbortedError`;
 * any HTTP status resolves, so that `parseEnvelope` alone maps answers to errors.
 */
export type Transport = (url: string, body: FormData, options: SendOptions) => Promise<RawAnswer>;
