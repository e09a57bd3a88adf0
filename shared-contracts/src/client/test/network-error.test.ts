import { AjaxError, NetworkError } from '../index';
import { closedPortUrl } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

/** Counts the attempts that reach the network layer. */
const countingFetch = () => {
  const counter: { attempts: number; fetch: typeof fetch } = {
    attempts: 0,
    fetch: (...args) => {
      counter.attempts += 1;
      return fetch(...args);
    },
  };
  return counter;
};

test('a refused connection rejects with NetworkError; a non-retryable action is not resent', async () => {
  const counter = countingFetch();
  const error = await rejectionOf(testClient(await closedPortUrl(), { fetch: counter.fetch }).call('test_send', {}));

  expect(error).toBeInstanceOf(NetworkError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'network', action: 'test_send' });
  expect((error as Error).cause).toBeDefined();
  expect(counter.attempts).toBe(1);
});

test('a retryable action is resent once, then rejects with NetworkError', async () => {
  const counter = countingFetch();
  await expect(testClient(await closedPortUrl(), { fetch: counter.fetch }).call('test_read', {})).rejects.toBeInstanceOf(NetworkError);
  expect(counter.attempts).toBe(2);
});
