import ky from 'ky';
import { HttpError } from './errors/http-error';
import { toTransportError } from './fetch-transport';

/**
 * A page read whole is slower than a small ajax answer, and a visitor waits
 * on it: give up after this long rather than keep a spinner.
 * @default 20000
 */
const HTML_REQUEST_TIMEOUT_MS = 20_000;
/** The CMS's "not found" page still carries the module (theme-frontend.md §7, §8 "Pagination 404"). */
const NOT_FOUND = 404;

/** An HTML page as it came back. */
export interface HtmlAnswer {
  /** 2xx, or 404: the CMS's error page, whose body is still used. */
  readonly status: number;
  readonly body: string;
  /** The final URL after redirects (where relative links in `body` resolve). */
  readonly url: string;
}

export interface HtmlRequestOptions {
  /** Abort the request. Rejects with `RequestAbortedError`. */
  readonly signal?: AbortSignal;
  /**
   * Abort after this many ms; a GET is not retried either (the visitor clicks again).
   * @default 20000
   */
  readonly timeoutMs?: number;
  /**
   * Names the request in the errors' `action` and messages.
   * @default the URL's path
   */
  readonly label?: string;
}

export interface HtmlRequester {
  /** GET a page: ajax pagination, a link's target (§7). */
  getHtml(url: string, options?: HtmlRequestOptions): Promise<HtmlAnswer>;
  /** POST a form to its own URL and read the page it answers with (the theme's contact form, §7). */
  postHtmlForm(url: string, body: FormData | URLSearchParams, options?: HtmlRequestOptions): Promise<HtmlAnswer>;
}

/**
 * Requests that answer a whole HTML page, outside the ajax endpoint's
 * conventions. A 2xx or a 404 resolves with the body; any other status throws
 * `HttpError`; the network, timeout and abort errors are the transport's
 * (`NetworkError`, `RequestTimeoutError`, `RequestAbortedError`).
 */
export function createHtmlRequester(fetchImpl?: typeof fetch): HtmlRequester {
  const api = ky.create({ retry: 0, throwHttpErrors: false, ...(fetchImpl ? { fetch: fetchImpl } : {}) });

  const send = async (method: 'get' | 'post', url: string, body: FormData | URLSearchParams | undefined, options: HtmlRequestOptions): Promise<HtmlAnswer> => {
    const label = options.label ?? labelOf(url);
    const timeoutMs = options.timeoutMs ?? HTML_REQUEST_TIMEOUT_MS;
    let answer: HtmlAnswer;
    try {
      const pending = api(url, {
        method,
        body,
        signal: options.signal,
        timeout: timeoutMs,
        totalTimeout: timeoutMs,
        headers: { accept: 'text/html' },
      });
      const [response, text] = await Promise.all([pending, pending.text()]);
      answer = { status: response.status, body: text, url: response.url || url };
    } catch (error) {
      throw toTransportError(label, timeoutMs, error, options.signal);
    }
    if ((answer.status < 200 || answer.status > 299) && answer.status !== NOT_FOUND) throw new HttpError(label, answer.status);
    return answer;
  };

  return {
    getHtml: (url, options = {}) => send('get', url, undefined, options),
    postHtmlForm: (url, body, options = {}) => send('post', url, body, options),
  };
}

function labelOf(url: string): string {
  try {
    return new URL(url, 'http://localhost/').pathname;
  } catch {
    return url;
  }
}
