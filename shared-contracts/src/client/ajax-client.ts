import type { ActionMap } from '../actions/action-map';
import type { AnswerOf, ClientActionMap, RequestOf } from './policy-table';
import type { PostFormOptions } from './post-form';

/** Per-call options. */
export interface CallOptions {
  /** Abort the call (the visitor navigated away, the module unmounted). Rejects with `RequestAbortedError`. */
  readonly signal?: AbortSignal;
  /**
   * Overrides the action's timeout, in ms, for each attempt.
   * @default the action policy's `timeoutMs`
   */
  readonly timeoutMs?: number;
}

/** Per-upload options. */
export interface UploadOptions extends CallOptions {
  /**
   * Called with the percentage of the request body sent so far (0..100, rounded).
   * A retry after a nonce refresh sends the body again, so the percentage restarts from 0.
   */
  readonly onProgress?: (percent: number) => void;
}

/**
 * The page's one nonce-aware client to the CMS ajax endpoint (DESIGN.md §7).
 * Every rejection is an `AjaxError`; switch on its `kind`.
 */
export interface AjaxClient<M extends ClientActionMap<M> = ActionMap> {
  /** POSTs `action` + nonce + payload; resolves the `data` of a `{success:true}` envelope or rejects with a typed error. */
  call<A extends keyof M & string>(action: A, payload: RequestOf<M, A>, options?: CallOptions): Promise<AnswerOf<M, A>>;
  /**
   * Like `call`, over XMLHttpRequest so that upload progress is reported
   * (fetch reports no upload progress on HTTP/1.1). Use it for payloads carrying files.
   */
  upload<A extends keyof M & string>(action: A, payload: RequestOf<M, A>, options?: UploadOptions): Promise<AnswerOf<M, A>>;
  /**
   * POSTs `body` as multipart to `url` and resolves its JSON answer: no action, no nonce,
   * no envelope, never resent. For REST endpoints beside the ajax one (CF7's feedback).
   * Non-2xx rejects with `HttpError`; a body that is not JSON or fails `parseAnswer` with `InvalidAnswerError`.
   */
  postForm<T = unknown>(url: string, body: FormData, options?: PostFormOptions<T>): Promise<T>;
}
