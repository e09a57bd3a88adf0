import type { ActionAnswer, ActionName, ActionRequest } from '../actions/action-map';

/** Per-call options. */
export interface CallOptions {
  /** Abort the call (the visitor navigated away, the module unmounted). */
  readonly signal?: AbortSignal;
  /** Overrides the action's default timeout, in ms. */
  readonly timeoutMs?: number;
}

/**
 * STUB interface — the client work implements it (DESIGN.md §7).
 * The page's one nonce-aware client to the CMS ajax endpoint.
 */
export interface AjaxClient {
  /** POSTs `action` + nonce + payload; resolves the `data` of a `{success:true}` envelope or rejects with a typed error. */
  call<A extends ActionName>(action: A, payload: ActionRequest<A>, options?: CallOptions): Promise<ActionAnswer<A>>;
}
