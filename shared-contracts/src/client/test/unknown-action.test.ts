import { AjaxError, UnknownActionError } from '../index';
import { useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();

test.each([
  ['body 0 with status 200 (older WordPress)', { body: '0' }],
  ['body 0 with status 400 (current WordPress)', { status: 400, body: '0' }],
  ['status 400 with another body', { status: 400, body: 'Bad Request' }],
])('%s rejects with UnknownActionError and is not retried', async (_, reply) => {
  // test_read is retryable: not even that policy resends an answered request.
  const server = await serve(() => reply);
  const error = await rejectionOf(testClient(server.url).call('test_read', {}));

  expect(error).toBeInstanceOf(UnknownActionError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'unknown-action', action: 'test_read' });
  expect(server.requests).toHaveLength(1);
});

test('an action missing from the policy table is refused before any request', async () => {
  const server = await serve(() => ({ body: '0' }));
  const client = testClient(server.url) as unknown as { call(action: string, payload: object): Promise<unknown> };
  await expect(client.call('test_from_a_newer_remote', {})).rejects.toMatchObject({ kind: 'unknown-action' });
  expect(server.requests).toHaveLength(0);
});
