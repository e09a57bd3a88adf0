import { ActionFailedError, AjaxError } from '../index';
import { fail, useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();

test('success:false rejects with ActionFailedError carrying data and its message', async () => {
  const data = { message: 'The file is too large.', field: 'cv' };
  const server = await serve(() => fail(data));
  const error = await rejectionOf(testClient(server.url).call('test_send', {}));

  expect(error).toBeInstanceOf(ActionFailedError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'action-failed', action: 'test_send', message: 'The file is too large.', serverMessage: 'The file is too large.', data });
  expect(server.requests).toHaveLength(1);
});

test('a string data is the message', async () => {
  const server = await serve(() => fail('Invalid coupon'));
  await expect(testClient(server.url).call('test_send', {})).rejects.toMatchObject({ message: 'Invalid coupon', serverMessage: 'Invalid coupon', data: 'Invalid coupon' });
});

test('wp_send_json_error(WP_Error) data gives the first error message', async () => {
  const server = await serve(() => fail([{ code: 'limit', message: 'Too many files' }]));
  await expect(testClient(server.url).call('test_send', {})).rejects.toMatchObject({ message: 'Too many files', serverMessage: 'Too many files' });
});

test('without a message in data, the message names the action and there is no server message', async () => {
  const server = await serve(() => fail(null));
  const error = await rejectionOf(testClient(server.url).call('test_send', {}));
  expect(error).toMatchObject({ kind: 'action-failed', message: 'test_send: the server refused the request', data: null });
  expect((error as ActionFailedError).serverMessage).toBeUndefined();
});
