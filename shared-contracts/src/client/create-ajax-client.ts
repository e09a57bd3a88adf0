import { ACTION_POLICIES, type ActionMap, type NonceKind } from '../actions/action-map';
import type { AjaxClient } from './ajax-client';
import { createFetchTransport } from './fetch-transport';
import { createNonceStore } from './nonce-store';
import { createFormPoster } from './post-form';
import type { AnswerOf, ClientActionMap, PolicyTable } from './policy-table';
import { type ActionSenderSetup, createActionSender } from './send-action';
import { createXhrTransport } from './xhr-transport';

export interface AjaxClientOptions<M extends ClientActionMap<M> = ActionMap> {
  /**
   * The CMS ajax endpoint (admin-ajax.php), as the page prints it:
   * `eacf7.ajaxUrl` or `et_pb_custom.ajaxurl`.
   */
  readonly ajaxUrl: string;
  /**
   * The nonces the page printed, per kind: `eacf7.nonce` -> `eacf7`,
   * `et_pb_custom.et_frontend_nonce` -> `et_frontend`, `et_pb_custom.et_ab_log_nonce` -> `et_ab_log`.
   * A missing or empty one is fetched through the refresh action before its first use.
   * @default {}
   */
  readonly nonces?: Partial<Record<NonceKind, string>>;
  /**
   * How each action is sent (nonce kind and field, timeout, retryable) and its answer checked.
   * @default ACTION_POLICIES
   */
  readonly policies?: PolicyTable<M>;
  /**
   * The fetch that `call` uses (instrumentation, tests). `upload` always uses XMLHttpRequest.
   * @default globalThis.fetch
   */
  readonly fetch?: typeof fetch;
}

/**
 * Creates the page's nonce-aware client. Create one per page and share it: the nonces
 * it renews and the refresh it deduplicates live in the instance.
 *
 * @example
 * const client = createAjaxClient({
 *   ajaxUrl: globals.eacf7?.ajaxUrl ?? '/wp-admin/admin-ajax.php',
 *   nonces: { eacf7: globals.eacf7?.nonce, et_frontend: globals.et_pb_custom?.et_frontend_nonce },
 * });
 * const answer = await client.call('cmsmf_refresh_nonce', { kind: 'eacf7' });
 */
export function createAjaxClient<M extends ClientActionMap<M> = ActionMap>(options: AjaxClientOptions<M>): AjaxClient<M> {
  const send = createActionSender({
    ajaxUrl: options.ajaxUrl,
    // The typed facade below guarantees action/payload pairs; the sender itself is untyped.
    policies: (options.policies ?? ACTION_POLICIES) as unknown as ActionSenderSetup['policies'],
    nonces: createNonceStore(options.nonces),
  });
  const viaFetch = createFetchTransport(options.fetch);
  const viaXhr = createXhrTransport();

  return {
    call: (action, payload, callOptions = {}) =>
      send(action, payload, callOptions, viaFetch) as Promise<AnswerOf<M, typeof action>>,
    upload: (action, payload, uploadOptions = {}) =>
      send(action, payload, uploadOptions, viaXhr) as Promise<AnswerOf<M, typeof action>>,
    postForm: createFormPoster(viaFetch),
  };
}
