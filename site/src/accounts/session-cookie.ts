import { createHash, randomBytes } from 'node:crypto';

/** Cookie names the site sets. */
export const SESSION_COOKIE = 'cmsmf_session';
export const CART_COOKIE = 'cmsmf_cart';
export const VISITOR_COOKIE = 'cmsmf_visitor';

/** WordPress's "remember me" length: 14 days. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** A fresh cookie token (256 bits); only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('hex');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Tokens the site issued look like this; anything else in a cookie is ignored. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
