/**
 * The action map: every ajax action of forms-addon.md §7 and theme-frontend.md §7,
 * with its request payload and the `data` of its success answer.
 *
 * STUB — the contracts work fills in every action; the exported names below are the
 * stable interface that the client and the reference site build on.
 */

/** Which nonce an action carries, and under which payload field (the two products differ). */
export type NonceKind = 'eacf7' | 'et_frontend' | 'et_ab_log';

export interface NonceSpec {
  readonly kind: NonceKind;
  /** Payload field name that carries the nonce, e.g. `nonce` or `et_frontend_nonce`. */
  readonly field: string;
}

export interface ActionMap {
  /** Ours: mints a fresh nonce of one kind, for this product's own actions only. */
  cmsmf_refresh_nonce: { request: { kind: NonceKind }; answer: { nonce: string } };
}

export type ActionName = keyof ActionMap;
export type ActionRequest<A extends ActionName> = ActionMap[A]['request'];
export type ActionAnswer<A extends ActionName> = ActionMap[A]['answer'];

/** How the client sends one action and checks its answer. */
export interface ActionPolicy<A extends ActionName = ActionName> {
  /** The nonce the action carries; null for the refresh action itself. */
  readonly nonce: NonceSpec | null;
  /** Abort after this many ms. */
  readonly timeoutMs: number;
  /** Whether a failed network attempt may be sent again (only for calls without side effects). */
  readonly retryable: boolean;
  /** Validates the `data` of a success envelope; throws a TypeError naming what is wrong. */
  readonly parseAnswer: (data: unknown) => ActionAnswer<A>;
}

/** Runtime table: how each action is sent and its answer checked. */
export const ACTION_POLICIES: { readonly [A in ActionName]: ActionPolicy<A> } = {
  // The refresh action carries no nonce: it is how an expired one is replaced.
  cmsmf_refresh_nonce: {
    nonce: null,
    timeoutMs: 10_000,
    retryable: true,
    parseAnswer: (data) => {
      const nonce = (data as { nonce?: unknown } | null)?.nonce;
      if (typeof nonce !== 'string' || nonce === '') throw new TypeError('cmsmf_refresh_nonce: answer has no nonce');
      return { nonce };
    },
  },
};
