import { defineAction } from '../define-action';
import { expectNonEmptyString, expectRecord } from '../expect';
import type { NonceKind } from '../nonce';

/** Ours: mints a fresh nonce of one kind, for this product's own actions only. */
export type RefreshNonceRequest = { readonly kind: NonceKind };
export type RefreshNonceAnswer = { readonly nonce: string };

/** `{nonce}` of a fresh nonce. */
function parseRefreshNonce(data: unknown): RefreshNonceAnswer {
  const answer = expectRecord(data, 'cmsmf_refresh_nonce: answer');
  return { nonce: expectNonEmptyString(answer.nonce, 'cmsmf_refresh_nonce: nonce') };
}

/** `cmsmf_refresh_nonce`: carries no nonce, since it is how an expired one is replaced. */
export const refreshNonce = defineAction<RefreshNonceRequest>()({
  nonce: null,
  timeoutMs: 10_000,
  retryable: true,
  parseAnswer: parseRefreshNonce,
});
