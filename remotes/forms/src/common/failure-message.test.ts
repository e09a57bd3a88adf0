import { failureMessage, isAbort, isRetryable } from './failure-message';

test.each([
  [{ kind: 'network' }, 'send', 'The form could not be sent: the connection to the server failed. Your entries are kept; please try again.'],
  [{ kind: 'timeout' }, 'upload', 'The upload failed: the server took too long to answer. Please try again.'],
  [{ kind: 'http', status: 502 }, 'validate', 'This step could not be checked: the server answered with an error (HTTP 502). Your entries are kept; please try again.'],
  [{ kind: 'nonce-expired' }, 'send', 'The form could not be sent: your session expired and could not be renewed. Your entries are kept; please try again. If it keeps failing, reload the page.'],
  [{ kind: 'invalid-answer' }, 'upload', "The upload failed: the server's answer could not be read. Please try again."],
  [{ kind: 'action-failed', message: 'File type is not allowed.' }, 'upload', 'File type is not allowed.'],
  [{ kind: 'action-failed', message: 'eacf7_upload_file: the server refused the request' }, 'upload', 'The upload failed: the server refused it.'],
  [new Error('boom'), 'send', 'The form could not be sent. Your entries are kept; please try again.'],
  [undefined, 'validate', 'This step could not be checked. Your entries are kept; please try again.'],
] as const)('%j during %s reads %j', (error, operation, text) => {
  expect(failureMessage(error, operation)).toBe(text);
});

test('a refusal by the server is not worth retrying; a lost connection is', () => {
  expect(isRetryable({ kind: 'action-failed' })).toBe(false);
  expect(isRetryable({ kind: 'unknown-action' })).toBe(false);
  expect(isRetryable({ kind: 'network' })).toBe(true);
  expect(isRetryable({ kind: 'nonce-expired' })).toBe(true);
  expect(isRetryable(new TypeError('bad record'))).toBe(true);
});

test('aborts are recognised by name, across bundles', () => {
  expect(isAbort({ name: 'AbortError' })).toBe(true);
  expect(isAbort(new Error('x'))).toBe(false);
});
