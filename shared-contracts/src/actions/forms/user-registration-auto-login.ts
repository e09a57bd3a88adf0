import { defineAction } from '../define-action';
import { expectRecordOrEmptyArray, expectSafeUrl } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { DEFAULT_TIMEOUT_MS } from './timeouts';

export type AutoLoginRequest = { readonly mail: string; readonly password: string };
/** `url` is absent when the login failed (the server then answers an empty list). */
export type AutoLoginAnswer = { readonly url?: string };

/**
 * `data` = {url} after a successful login; the real server answers an empty
 * list (`[]`) when the credentials were refused, which becomes `{}`.
 */
function parseAutoLogin(data: unknown): AutoLoginAnswer {
  const answer = expectRecordOrEmptyArray(data, 'eacf7_user_registration_auto_login: answer');
  if (answer.url === undefined || answer.url === null || answer.url === '') return {};
  return { url: expectSafeUrl(answer.url, 'eacf7_user_registration_auto_login: url') };
}

/** `eacf7_user_registration_auto_login`: sets auth cookies. */
export const userRegistrationAutoLogin = defineAction<AutoLoginRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  retryable: false,
  parseAnswer: parseAutoLogin,
});
