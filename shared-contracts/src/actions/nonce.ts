/**
 * Nonces: which kind an action carries, and under which payload field.
 * The form add-on sends `nonce` (its `eacf7.nonce`); the page builder sends
 * `et_frontend_nonce` or `et_ab_log_nonce` (from `et_pb_custom`).
 */
export type NonceKind = 'eacf7' | 'et_frontend' | 'et_ab_log';

export interface NonceSpec {
  readonly kind: NonceKind;
  /** Payload field name that carries the nonce, e.g. `nonce` or `et_frontend_nonce`. */
  readonly field: string;
}

/** The one spec per kind, shared by every action of that kind. */
export const NONCE_SPECS: { readonly [K in NonceKind]: NonceSpec & { readonly kind: K } } = {
  eacf7: { kind: 'eacf7', field: 'nonce' },
  et_frontend: { kind: 'et_frontend', field: 'et_frontend_nonce' },
  et_ab_log: { kind: 'et_ab_log', field: 'et_ab_log_nonce' },
};
