import { AjaxError, RequestAbortedError } from '../index';
import { held, ok, useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();

test('aborting the signal rejects with RequestAbortedError (name AbortError), not retried', async () => {
  const server = await serve(() => held(ok({ id: 1 })));
  const controller = new AbortController();
  const attempts = jest.fn(fetch);
  const pending = rejectionOf(testClient(server.url, { fetch: attempts }).call('test_read', {}, { signal: controller.signal }));
  // Abort while the server holds the request, however long it took to get there.
  await server.received(1);
  controller.abort();
  const error = await pending;

  expect(error).toBeInstanceOf(RequestAbortedError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'aborted', action: 'test_read', name: 'AbortError' });
  expect(attempts).toHaveBeenCalledTimes(1);
  expect(server.requests).toHaveLength(1);
});

test('an already aborted signal sends nothing', async () => {
  const server = await serve(() => ok({ id: 1 }));
  await expect(testClient(server.url).call('test_send', {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' });
  expect(server.requests).toHaveLength(0);
});
