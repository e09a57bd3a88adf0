import { HttpError } from './errors/http-error';
import { InvalidAnswerError } from './errors/invalid-answer-error';
import type { Transport } from './transport';

/** A REST form post waits on the CMS sending mail: more patient than a small ajax read. */
const POST_FORM_TIMEOUT_MS = 30_000;

/** Options of `AjaxClient.postForm`. */
export interface PostFormOptions<T> {
  /** Abort the post. Rejects with `RequestAbortedError`. */
  readonly signal?: AbortSignal;
  /**
   * Abort after this many ms. The post is never resent: it may have run.
   * @default 30000
   */
  readonly timeoutMs?: number;
  /**
   * Names the request in the errors' `action` and messages.
   * @default the URL's path, e.g. `/wp-json/contact-form-7/v1/contact-forms/12/feedback`
   */
  readonly label?: string;
  /**
   * Checks the JSON answer and returns it typed; throws a TypeError naming what is wrong.
   * @default the parsed JSON as is
   */
  readonly parseAnswer?: (data: unknown) => T;
}

export type PostForm = <T = unknown>(url: string, body: FormData, options?: PostFormOptions<T>) => Promise<T>;

/**
 * A multipart POST to a URL that answers JSON, outside the ajax endpoint's
 * conventions: no action, no nonce, no `{success, data}` envelope. Built for
 * CF7's REST feedback endpoint, whose answer is JSON with a 2xx status for
 * every outcome of the submission (sent, invalid, spam…); any other status is
 * a failure of the request itself (404 unknown form, 415, a 500).
 *
 * @throws HttpError for a non-2xx status, InvalidAnswerError for a body that is
 * not JSON or fails `parseAnswer`, and the transport's NetworkError,
 * RequestTimeoutError and RequestAbortedError.
 */
export function createFormPoster(transport: Transport): PostForm {
  return async <T>(url: string, body: FormData, options: PostFormOptions<T> = {}): Promise<T> => {
    const label = options.label ?? labelOf(url);
    const raw = await transport(url, body, { action: label, timeoutMs: options.timeoutMs ?? POST_FORM_TIMEOUT_MS, signal: options.signal });
    if (raw.status < 200 || raw.status > 299) throw new HttpError(label, raw.status);
    const text = raw.body.replace(/^\uFEFF/, '').trim();
    const invalid = (message: string, cause: unknown) => new InvalidAnswerError(label, `${label}: ${message}`, text.slice(0, 500), { cause });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw invalid('the answer is not JSON', error);
    }
    if (!options.parseAnswer) return json as T;
    try {
      return options.parseAnswer(json);
    } catch (error) {
      if (error instanceof TypeError) throw invalid(error.message, error);
      throw error;
    }
  };
}

function labelOf(url: string): string {
  try {
    return new URL(url, 'http://localhost/').pathname;
  } catch {
    return url;
  }
}
