/**
 * The action map: every ajax action of forms-addon.md §7 and theme-frontend.md §7,
 * with its request payload and the answer the front end uses, plus our own
 * nonce-refresh action. The client and the reference site build on these names.
 */
import type { FormsActionMap } from './forms-actions';
import { FORMS_ACTION_POLICIES } from './forms-policies';
import { expectNonEmptyString, expectRecord } from './guards';
import type { NonceKind } from './nonce';
import type { PolicyFor } from './policy';
import type { ThemeActionMap } from './theme-actions';
import { THEME_ACTION_POLICIES } from './theme-policies';

export type { NonceKind, NonceSpec } from './nonce';

/** Ours: mints a fresh nonce of one kind, for this product's own actions only. */
export interface RuntimeActionMap {
  cmsmf_refresh_nonce: { request: { kind: NonceKind }; answer: { nonce: string } };
}

export interface ActionMap extends RuntimeActionMap, FormsActionMap, ThemeActionMap {}

export type ActionName = keyof ActionMap;
export type ActionRequest<A extends ActionName> = ActionMap[A]['request'];
export type ActionAnswer<A extends ActionName> = ActionMap[A]['answer'];

/** How the client sends one action and checks its answer. */
export type ActionPolicy<A extends ActionName = ActionName> = PolicyFor<ActionAnswer<A>>;

/** `{nonce}` of a fresh nonce. */
function parseRefreshNonce(data: unknown): { nonce: string } {
  const answer = expectRecord(data, 'cmsmf_refresh_nonce: answer');
  return { nonce: expectNonEmptyString(answer.nonce, 'cmsmf_refresh_nonce: nonce') };
}

/** Runtime table: how each action is sent and its answer checked. */
export const ACTION_POLICIES: { readonly [A in ActionName]: ActionPolicy<A> } = {
  // The refresh action carries no nonce: it is how an expired one is replaced.
  cmsmf_refresh_nonce: { nonce: null, timeoutMs: 10_000, retryable: true, parseAnswer: parseRefreshNonce },
  ...FORMS_ACTION_POLICIES,
  ...THEME_ACTION_POLICIES,
};
