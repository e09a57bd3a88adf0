import { ActionFailedError } from './action-failed-error';
import { HttpError } from './http-error';
import {
  isAbortError,
  isActionFailedError,
  isAjaxError,
  isHttpError,
  isInvalidAnswerError,
  isNetworkError,
  isNonceExpiredError,
  isTimeoutError,
  isUnknownActionError,
} from './is-ajax-error';
import { NonceExpiredError } from './nonce-expired-error';
import { RequestAbortedError } from './request-aborted-error';

/** What an error of another bundle's copy of the client looks like here: same fields, another class. */
const foreign = (kind: string, extra: object = {}) => Object.assign(new Error('x'), { kind, action: 'eacf7_upload_file', ...extra });

test('guards recognise the client’s errors by kind, also when another bundle built them', () => {
  expect(isNonceExpiredError(new NonceExpiredError('a'))).toBe(true);
  expect(isNonceExpiredError(foreign('nonce-expired'))).toBe(true);
  expect(isActionFailedError(foreign('action-failed', { serverMessage: 'Too big' }))).toBe(true);
  expect(isHttpError(new HttpError('a', 502))).toBe(true);
  expect(isTimeoutError(foreign('timeout'))).toBe(true);
  expect(isNetworkError(foreign('network'))).toBe(true);
  expect(isInvalidAnswerError(foreign('invalid-answer'))).toBe(true);
  expect(isUnknownActionError(foreign('unknown-action'))).toBe(true);
  expect(isAjaxError(new ActionFailedError('a', undefined, null))).toBe(true);
});

test('guards refuse other errors and values', () => {
  expect(isAjaxError(new Error('boom'))).toBe(false);
  expect(isAjaxError({ kind: 'network' })).toBe(false);
  expect(isAjaxError(foreign('something-else'))).toBe(false);
  expect(isAjaxError(undefined)).toBe(false);
  expect(isNonceExpiredError(new HttpError('a', 403))).toBe(false);
});

test('aborts are recognised by name: the client’s, fetch’s, and any AbortError', () => {
  expect(isAbortError(new RequestAbortedError('a'))).toBe(true);
  expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
  expect(isAbortError({ name: 'AbortError' })).toBe(true);
  expect(isAbortError(new Error('AbortError'))).toBe(false);
  expect(isAbortError(null)).toBe(false);
});
