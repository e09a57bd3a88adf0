import { AjaxError, RequestTimeoutError } from '../index';
import { held, ok, useAjaxServers } from './ajax-test-server';
import { rejectionOf, TEST_POLICIES, testClient } from './test-client';

const serve = useAjaxServers();
const slow = held(ok({ id: 1 }));
// The client's clock is fake, so a timeout fires only once the server has the request,
// however busy the machine; the sockets and the server stay real.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

/** Every fetch the client makes: a resend is made before the call settles, so counting at settle time is exact. */
const countingFetch = () => jest.fn(fetch);

test('no answer within the timeout rejects with RequestTimeoutError; a non-retryable action is not resent', async () => {
  const server = await serve(() => slow);
  const attempts = countingFetch();
  const pending = rejectionOf(testClient(server.url, { fetch: attempts }).call('test_send', {}, { timeoutMs: 100 }));
  await server.received(1);
  await jest.advanceTimersByTimeAsync(100);
  const error = await pending;

  expect(error).toBeInstanceOf(RequestTimeoutError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'timeout', action: 'test_send', timeoutMs: 100 });
  expect(attempts).toHaveBeenCalledTimes(1);
  expect(server.requests).toHaveLength(1);
});

test('a retryable action is resent once after a timeout, and the resend may succeed', async () => {
  const server = await serve((_, index) => (index === 0 ? slow : ok({ id: 2 })));
  const answer = testClient(server.url).call('test_read', {}, { timeoutMs: 100 });
  await server.received(1);
  await jest.advanceTimersByTimeAsync(100);
  await expect(answer).resolves.toEqual({ id: 2 });
  expect(server.requests).toHaveLength(2);
});

test('a retryable action times out for good after its one resend', async () => {
  const server = await serve(() => slow);
  const attempts = countingFetch();
  const pending = rejectionOf(testClient(server.url, { fetch: attempts }).call('test_read', {}, { timeoutMs: 100 }));
  await server.received(1);
  await jest.advanceTimersByTimeAsync(100);
  await server.received(2);
  await jest.advanceTimersByTimeAsync(100);
  expect(await pending).toBeInstanceOf(RequestTimeoutError);
  expect(attempts).toHaveBeenCalledTimes(2);
  expect(server.requests).toHaveLength(2);
});

test("the policy's timeoutMs applies when the call gives none", async () => {
  const server = await serve(() => slow);
  const client = testClient(server.url, { policies: { ...TEST_POLICIES, test_send: { ...TEST_POLICIES.test_send, timeoutMs: 100 } } });
  let settled = false;
  const pending = rejectionOf(client.call('test_send', {})).finally(() => (settled = true));
  await server.received(1);
  await jest.advanceTimersByTimeAsync(99);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(await pending).toMatchObject({ kind: 'timeout', timeoutMs: 100 });
});
