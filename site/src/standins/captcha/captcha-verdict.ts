import { CAPTCHA_SCORE, type CaptchaErrorCode } from './captcha-rules';
import type { CaptchaStore } from './captcha-store';
import { readCaptchaToken } from './captcha-token';

/** A siteverify-shaped answer. */
export type CaptchaVerdict =
  | { readonly success: true; readonly action: string; readonly challenge_ts: string; readonly hostname: string; readonly score: number }
  | { readonly success: false; readonly action?: string; readonly 'error-codes': readonly CaptchaErrorCode[] };

/**
 * Checks a token for an action: signature, expiry, action, then single use.
 * The token is spent only when everything else passed, so a token tried for
 * the wrong action still works for its own; a second verification of a
 * spent one fails as siteverify's `timeout-or-duplicate`.
 */
export function captchaVerdict(store: CaptchaStore, token: string, action: string, now: number): CaptchaVerdict {
  const claims = readCaptchaToken(store.secret, token);
  if (!claims) return { success: false, 'error-codes': ['invalid-input-response'] };
  if (now > claims.exp) return { success: false, action: claims.action, 'error-codes': ['timeout-or-duplicate'] };
  if (claims.action !== action) return { success: false, action: claims.action, 'error-codes': ['action-mismatch'] };
  if (!store.consume(claims.jti, claims.exp, now)) return { success: false, action: claims.action, 'error-codes': ['timeout-or-duplicate'] };
  return { success: true, action: claims.action, challenge_ts: new Date(claims.iat).toISOString(), hostname: claims.hostname, score: CAPTCHA_SCORE };
}
