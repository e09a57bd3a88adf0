import type { NonceKind } from '@cms-mf/shared-contracts/actions';
import { createNonce, NONCE_LIFETIME_MS, nonceTick, verifyNonce } from './nonce';

/** The nonce kinds this product mints on request (`cmsmf_refresh_nonce`); nothing else can be asked for. */
export const REFRESHABLE_NONCE_KINDS: readonly NonceKind[] = ['eacf7', 'et_frontend', 'et_ab_log'];

export function isRefreshableKind(kind: unknown): kind is NonceKind {
  return typeof kind === 'string' && (REFRESHABLE_NONCE_KINDS as readonly string[]).includes(kind);
}

/** Nonces bound to the site secret and clock. `action` is a nonce kind or another server action name. */
export interface NonceService {
  mint(action: string): string;
  verify(action: string, nonce: unknown): boolean;
}

/**
 * Every nonce the site prints or refreshes comes from here, under one lifetime.
 * @param lifetimeMs @default NONCE_LIFETIME_MS (a site's `NONCE_LIFETIME_SECONDS`)
 */
export function createNonceService(secret: Buffer, now: () => Date, lifetimeMs = NONCE_LIFETIME_MS): NonceService {
  return {
    mint: (action) => createNonce(secret, action, nonceTick(now().getTime(), lifetimeMs)),
    verify: (action, nonce) => verifyNonce(secret, action, nonce, now().getTime(), lifetimeMs) !== false,
  };
}
