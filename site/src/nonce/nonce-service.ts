import type { NonceKind } from '@cms-mf/shared-contracts/actions';
import { createNonce, nonceTick, verifyNonce } from './nonce';

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

export function createNonceService(secret: Buffer, now: () => Date): NonceService {
  return {
    mint: (action) => createNonce(secret, action, nonceTick(now().getTime())),
    verify: (action, nonce) => verifyNonce(secret, action, nonce, now().getTime()) !== false,
  };
}
