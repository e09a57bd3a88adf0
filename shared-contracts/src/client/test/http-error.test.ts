import { AjaxError, HttpError } from '../index';
import { useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();

test.each([500, 502, 404])('HTTP %i rejects with HttpError carrying the status, without a retry', async (status) => {
  const server = await serve(() => ({ status, body: '<h1>There has been a critical error on this website.</h1>' }));
  // test_read is retryable, yet an answered POST may have run: it is not resent.
  const error = await rejectionOf(testClient(server.url).call('test_read', {}));

  expect(error).toBeInstanceOf(HttpError);
  expect(error).toBeInstanceOf(AjaxError);
  expect(error).toMatchObject({ kind: 'http', action: 'test_read', status });
  expect(server.requests).toHaveLength(1);
});
