/**
 * Rules of the captcha stand-in, after reCAPTCHA v3: a token is valid for
 * two minutes and for one verification, and carries the action it was
 * requested for.
 */

/** How long an issued token verifies. */
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;

/** Action names as reCAPTCHA allows them: letters, digits, slashes and underscores. */
export const CAPTCHA_ACTION = /^[A-Za-z0-9_/]{1,100}$/;

/** Longer strings are not tokens of ours; refusing them early bounds the work per request. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 2048;

/** The score a passing token reports (the stand-in sees no bots). */
export const CAPTCHA_SCORE = 0.9;

/**
 * Why a verification failed, in siteverify's words where it has them;
 * `action-mismatch` is ours (reCAPTCHA leaves that comparison to the site).
 */
export type CaptchaErrorCode = 'missing-input-response' | 'invalid-input-response' | 'timeout-or-duplicate' | 'action-mismatch' | 'bad-request';
