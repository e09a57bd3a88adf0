import { deferred, field, ok, useAjaxServers } from './ajax-test-server';
import { testClient } from './test-client';

const serve = useAjaxServers();

test('concurrent calls that meet an expired nonce share one refresh', async () => {
  // The refresh answers only once all four calls were refused, so they meet it in flight.
  const allRefused = deferred();
  let refused = 0;
  const server = await serve((request) => {
    if (field(request, 'action') === 'cmsmf_refresh_nonce') return { ...ok({ nonce: 'eacf7-new' }), until: allRefused.promise };
    if (field(request, 'nonce') === 'eacf7-new') return ok({ id: Number(field(request, 'count')) });
    if (++refused === 4) allRefused.resolve();
    return { status: 403, body: '-1' };
  });
  const client = testClient(server.url);

  const answers = await Promise.all([1, 2, 3, 4].map((count) => client.call('test_send', { count })));

  expect(answers).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
  expect(server.requestsFor('cmsmf_refresh_nonce')).toHaveLength(1);
  expect(server.requestsFor('test_send')).toHaveLength(8);
});

test('a call refused after another call already renewed the nonce retries without a second refresh', async () => {
  let refreshes = 0;
  // The page's nonce: 'fast' is refused at once, 'slow' only once 'fast' came back with the renewed nonce.
  const renewed = deferred();
  const server = await serve((request) => {
    if (field(request, 'action') === 'cmsmf_refresh_nonce') return ok({ nonce: `eacf7-new-${++refreshes}` });
    if (field(request, 'nonce') === 'eacf7-new-1') {
      renewed.resolve();
      return ok({ id: 1 });
    }
    return { body: '-1', until: field(request, 'name') === 'slow' ? renewed.promise : undefined };
  });
  const client = testClient(server.url);

  await Promise.all([client.call('test_send', { name: 'fast' }), client.call('test_send', { name: 'slow' })]);
  expect(refreshes).toBe(1);
});
