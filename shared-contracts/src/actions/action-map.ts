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

/** Runtime table: the nonce each action carries. */
export const ACTION_NONCES: { readonly [A in ActionName]: NonceSpec | null } = {
  // The refresh action itself carries no nonce: it is how an expired one is replaced.
  cmsmf_refresh_nonce: null,
};
