import { chunkEnd, chunkRange, receivedBytes, statusQueryRange } from './content-range';
import { DriveAbortError, DriveAnswerError, DriveInterruptedError, DriveRefusedError, DriveSessionExpiredError } from './drive-errors';

/** What one PUT to the session URL came back with. */
export interface PutAnswer {
  readonly status: number;
  /** The `Range` header of a 308. */
  readonly range: string | null;
  readonly body: string;
}

/** Sends one PUT; rejects with `DriveInterruptedError` when no answer came, `DriveAbortError` when aborted. */
export type PutChunk = (
  url: string,
  body: Blob | null,
  headers: Readonly<Record<string, string>>,
  options: { readonly signal: AbortSignal; readonly onProgress?: (loaded: number) => void },
) => Promise<PutAnswer>;

export interface ResumableUploadOptions {
  readonly put: PutChunk;
  /** A multiple of 256 KiB. */
  readonly chunkSize: number;
  readonly signal: AbortSignal;
  /** Bytes of the file the server holds or is receiving. */
  readonly onProgress: (bytes: number) => void;
  /** Waits before each attempt after an interruption; their count is the number of attempts. */
  readonly retryDelaysMs: readonly number[];
  /** @default setTimeout, cut short by the signal */
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Ask the server how much it holds before sending (a session that was interrupted before). */
  readonly resume?: boolean;
}

const isDone = (status: number) => status === 200 || status === 201;
const isGone = (status: number) => status === 404 || status === 410;
/** Worth asking again: the server or a proxy failed, or asked us to slow down. */
const isTransient = (status: number) => status >= 500 || status === 408 || status === 429;

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DriveAbortError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DriveAbortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Uploads `file` to a resumable session in chunks and resolves the JSON the
 * drive answers after the last one (the file resource). After an
 * interruption (no answer, a 5xx) it waits, asks the session how many bytes
 * arrived (`Content-Range: bytes *\/total` → 308 with `Range`) and goes on
 * from there, so nothing already received is sent again. A gone session
 * rejects with `DriveSessionExpiredError`; other refusals with `DriveRefusedError`.
 */
export async function uploadResumable(url: string, file: Blob, options: ResumableUploadOptions): Promise<unknown> {
  const total = file.size;
  const sleep = options.sleep ?? defaultSleep;
  let offset: number | null = options.resume ? null : 0;
  let failures = 0;

  const settle = (answer: PutAnswer): unknown => {
    if (isDone(answer.status)) {
      options.onProgress(total);
      try {
        return JSON.parse(answer.body) as unknown;
      } catch (error) {
        throw new DriveAnswerError('cloud drive: the file record is not JSON', { cause: error });
      }
    }
    if (isGone(answer.status)) throw new DriveSessionExpiredError(answer.status);
    return undefined;
  };

  for (;;) {
    if (options.signal.aborted) throw new DriveAbortError();
    try {
      if (offset === null) {
        const answer = await options.put(url, null, { 'Content-Range': statusQueryRange(total) }, { signal: options.signal });
        const done = settle(answer);
        if (done !== undefined) return done;
        if (answer.status === 308) {
          offset = receivedBytes(answer.range);
          options.onProgress(offset);
        } else if (isTransient(answer.status)) {
          throw new DriveInterruptedError(`cloud drive: HTTP ${answer.status}`);
        } else {
          throw new DriveRefusedError(answer.status);
        }
      }
      const start: number = offset;
      const end = chunkEnd(start, options.chunkSize, total);
      const answer = await options.put(url, file.slice(start, end), { 'Content-Range': chunkRange(start, end, total) }, {
        signal: options.signal,
        onProgress: (loaded) => options.onProgress(start + Math.min(loaded, end - start)),
      });
      const done = settle(answer);
      if (done !== undefined) return done;
      if (answer.status === 308) {
        // The server's count is the truth: it may hold less than was sent.
        offset = receivedBytes(answer.range);
        options.onProgress(offset);
        failures = 0;
        continue;
      }
      if (isTransient(answer.status)) throw new DriveInterruptedError(`cloud drive: HTTP ${answer.status}`);
      // A 400 that says what the session holds (a chunk cut off, or sent twice): resume from there.
      if (answer.status === 400 && answer.range !== null) throw new DriveInterruptedError('cloud drive: the session holds other bytes');
      throw new DriveRefusedError(answer.status);
    } catch (error) {
      if (!(error instanceof DriveInterruptedError)) throw error;
      const delay = options.retryDelaysMs[failures];
      if (delay === undefined) throw error;
      failures += 1;
      offset = null;
      await sleep(delay, options.signal);
    }
  }
}
