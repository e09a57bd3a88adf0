import { ActionFailedError, HttpError, NetworkError, NonceExpiredError, RequestTimeoutError, InvalidAnswerError } from '@cms-mf/shared-contracts';
import { DriveRefusedError } from '../cloud-upload/drive-errors';
import { failureMessage, isRetryable } from './failure-message';

test.each([
  [new NetworkError('a'), 'send', 'The form could not be sent: the connection to the server failed. Your entries are kept; please try again.'],
  [new RequestTimeoutError('a', 10), 'upload', 'The upload failed: the server took too long to answer. Please try again.'],
  [new HttpError('a', 502), 'validate', 'This step could not be checked: the server answered with an error (HTTP 502). Your entries are kept; please try again.'],
  [new DriveRefusedError(403), 'upload', 'The upload failed: the server answered with an error (HTTP 403). Please try again.'],
  [new NonceExpiredError('a'), 'send', 'The form could not be sent: your session expired and could not be renewed. Your entries are kept; please try again. If it keeps failing, reload the page.'],
  [new InvalidAnswerError('a', 'x', ''), 'upload', "The upload failed: the server's answer could not be read. Please try again."],
  [new ActionFailedError('eacf7_upload_file', 'File type is not allowed.', 'File type is not allowed.'), 'upload', 'File type is not allowed.'],
  [new ActionFailedError('eacf7_upload_file', undefined, null), 'upload', 'The upload failed: the server refused it.'],
  [new Error('boom'), 'send', 'The form could not be sent. Your entries are kept; please try again.'],
  [undefined, 'validate', 'This step could not be checked. Your entries are kept; please try again.'],
] as const)('%s during %s reads %j', (error, operation, text) => {
  expect(failureMessage(error, operation)).toBe(text);
});

test('an error of another bundle’s client is read by its kind, and its server message shown as it is', () => {
  const foreign = { name: 'ActionFailedError', kind: 'action-failed', action: 'coupon_check', message: 'Invalid coupon', serverMessage: 'Invalid coupon' };
  expect(failureMessage(foreign, 'send')).toBe('Invalid coupon');
  // A server message that happens to read like the client's fallback is still the server's.
  const worded = new ActionFailedError('eacf7_upload_file', 'eacf7_upload_file: the server refused the request', null);
  expect(failureMessage(worded, 'upload')).toBe('eacf7_upload_file: the server refused the request');
});

test('a refusal by the server is not worth retrying; a lost connection is', () => {
  expect(isRetryable(new ActionFailedError('a', undefined, null))).toBe(false);
  expect(isRetryable({ kind: 'unknown-action', action: 'a' })).toBe(false);
  expect(isRetryable(new NetworkError('a'))).toBe(true);
  expect(isRetryable(new NonceExpiredError('a'))).toBe(true);
  expect(isRetryable(new TypeError('bad record'))).toBe(true);
});
