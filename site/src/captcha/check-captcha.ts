import type { ExternalCalls } from '../ajax/action-context';
import { CaptchaServiceError } from './captcha-service-error';

/** Why a submission's captcha token was not accepted. */
export type CaptchaRefusal = 'missing' | 'refused' | 'unavailable';

export type CaptchaCheck = { readonly ok: true } | { readonly ok: false; readonly reason: CaptchaRefusal };

/** Longer than any token a captcha service issues; refused without asking. */
const TOKEN_MAX_LENGTH = 4096;

/**
 * Verifies the token a submission carries with the configured captcha
 * service, spending it. Call it only once the submission is otherwise
 * acceptable and right before storing it, so a token is not used up by a
 * post that fails for another reason. A service that gives no verdict
 * refuses the submission too: a spam check that cannot run must not let
 * everything through.
 */
export async function checkCaptcha(external: ExternalCalls, origin: string, token: unknown, action: string): Promise<CaptchaCheck> {
  if (typeof token !== 'string' || token.trim() === '') return { ok: false, reason: 'missing' };
  if (token.length > TOKEN_MAX_LENGTH) return { ok: false, reason: 'refused' };
  try {
    const verdict = await external.verifyCaptcha({ token, action }, origin);
    return verdict.success && verdict.action === action ? { ok: true } : { ok: false, reason: 'refused' };
  } catch (error) {
    if (error instanceof CaptchaServiceError) return { ok: false, reason: 'unavailable' };
    throw error;
  }
}
