import { AjaxError, RequestTimeoutError } from '../index';
import { ok, useAjaxServers } from './ajax-test-server';
import { rejectionOf, TEST_POLICIES, testClient } from './test-client';

const serve = useAjaxServers();
const slow = { ...ok({ id: 1 }), delayMs: 1_000 };

test('no answer within the timeout rejects with RequestTimeoutError; a non-retryable action is not resent', async () => {
  const server = await serve(() => slow);
  const error = await rejectionOf(testClient(server.url).call('test_send', {}, { timeoutMs: 100 }));

  expect(error).toBeInstanceOf(RequestTimeoutError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'timeout', action: 'test_send', timeoutMs: 100 });
  expect(server.requests).toHaveLength(1);
});

test('a retryable action is resent once after a timeout, and the resend may succeed', async () => {
  const server = await serve((_, index) => (index === 0 ? slow : ok({ id: 2 })));
  // The resend must answer within the same timeout: 400 ms leaves a loaded machine room for an instant answer.
  await expect(testClient(server.url).call('test_read', {}, { timeoutMs: 400 })).resolves.toEqual({ id: 2 });
  expect(server.requests).toHaveLength(2);
});

test('a retryable action times out for good after its one resend', async () => {
  const server = await serve(() => slow);
  await expect(testClient(server.url).call('test_read', {}, { timeoutMs: 100 })).rejects.toBeInstanceOf(RequestTimeoutError);
  expect(server.requests).toHaveLength(2);
});

test("the policy's timeoutMs applies when the call gives none", async () => {
  const server = await serve(() => slow);
  const client = testClient(server.url, { policies: { ...TEST_POLICIES, test_send: { ...TEST_POLICIES.test_send, timeoutMs: 100 } } });
  await expect(client.call('test_send', {})).rejects.toMatchObject({ kind: 'timeout', timeoutMs: 100 });
});
