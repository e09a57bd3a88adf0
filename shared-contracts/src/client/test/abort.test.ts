import { AjaxError, RequestAbortedError } from '../index';
import { ok, useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();

test('aborting the signal rejects with RequestAbortedError (name AbortError), not retried', async () => {
  const server = await serve(() => ({ ...ok({ id: 1 }), delayMs: 1_000 }));
  const controller = new AbortController();
  const pending = rejectionOf(testClient(server.url).call('test_read', {}, { signal: controller.signal }));
  setTimeout(() => controller.abort(), 50);
  const error = await pending;

  expect(error).toBeInstanceOf(RequestAbortedError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'aborted', action: 'test_read', name: 'AbortError' });
  expect(server.requests).toHaveLength(1);
});

test('an already aborted signal sends nothing', async () => {
  const server = await serve(() => ok({ id: 1 }));
  await expect(testClient(server.url).call('test_send', {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' });
  expect(server.requests).toHaveLength(0);
});
