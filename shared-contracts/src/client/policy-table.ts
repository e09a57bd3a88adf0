import type { ActionMap, ActionPolicy } from '../actions/action-map';

/**
 * The shape of an action map: per action, the request payload and the `data` of its
 * success answer. `ActionMap` is one; tests and integrators may pass their own.
 * The refresh action is required: the client renews expired nonces through it.
 */
export type ClientActionMap<M> = { readonly [A in keyof M]: { request: object; answer: unknown } } & {
  readonly cmsmf_refresh_nonce: ActionMap['cmsmf_refresh_nonce'];
};

/** The action that mints a fresh nonce of one kind. */
export const REFRESH_ACTION = 'cmsmf_refresh_nonce' satisfies keyof ActionMap;

export type RequestOf<M extends ClientActionMap<M>, A extends keyof M> = M[A]['request'];
export type AnswerOf<M extends ClientActionMap<M>, A extends keyof M> = M[A]['answer'];

/** `ActionPolicy` without its tie to `ActionMap`, so any map can carry policies. */
export interface ClientPolicy<Answer> extends Pick<ActionPolicy, 'nonce' | 'timeoutMs' | 'retryable' | 'answerFormat'> {
  readonly parseAnswer: (data: unknown) => Answer;
}

/** How each action of `M` is sent and its answer checked (`ACTION_POLICIES` for `ActionMap`). */
export type PolicyTable<M extends ClientActionMap<M>> = { readonly [A in keyof M]: ClientPolicy<AnswerOf<M, A>> };
