import { AjaxError, ActionFailedError, NonceExpiredError } from '../index';
import { fail, field, ok, useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();

test('403 again after the refresh rejects with NonceExpiredError, after exactly one refresh', async () => {
  const server = await serve((request) =>
    field(request, 'action') === 'cmsmf_refresh_nonce' ? ok({ nonce: 'still-bad' }) : { status: 403, body: '' },
  );
  const error = await rejectionOf(testClient(server.url).call('test_send', { name: 'Ada' }));

  expect(error).toBeInstanceOf(NonceExpiredError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'nonce-expired', action: 'test_send' });
  expect(server.requests.map((request) => field(request, 'action'))).toEqual(['test_send', 'cmsmf_refresh_nonce', 'test_send']);
});

test('a failed refresh rejects with NonceExpiredError whose cause is the refresh error, without a retry', async () => {
  const server = await serve((request) => (field(request, 'action') === 'cmsmf_refresh_nonce' ? fail('not allowed') : { body: '-1' }));
  const error = await rejectionOf(testClient(server.url).call('test_send', {}));

  expect(error).toBeInstanceOf(NonceExpiredError);
  expect((error as Error).cause).toBeInstanceOf(ActionFailedError);
  expect(server.requests.map((request) => field(request, 'action'))).toEqual(['test_send', 'cmsmf_refresh_nonce']);
});

test('-1 on an action without a nonce is final: nothing to refresh', async () => {
  const server = await serve(() => ({ body: '-1' }));
  await expect(testClient(server.url).call('cmsmf_refresh_nonce', { kind: 'eacf7' })).rejects.toBeInstanceOf(NonceExpiredError);
  expect(server.requests).toHaveLength(1);
});
