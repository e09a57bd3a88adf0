import { field, ok, useAjaxServers } from './ajax-test-server';
import { testClient } from './test-client';

const serve = useAjaxServers();

test('concurrent calls that meet an expired nonce share one refresh', async () => {
  const server = await serve((request) => {
    if (field(request, 'action') === 'cmsmf_refresh_nonce') return { ...ok({ nonce: 'eacf7-new' }), delayMs: 50 };
    return field(request, 'nonce') === 'eacf7-new' ? ok({ id: Number(field(request, 'count')) }) : { status: 403, body: '-1' };
  });
  const client = testClient(server.url);

  const answers = await Promise.all([1, 2, 3, 4].map((count) => client.call('test_send', { count })));

  expect(answers).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
  expect(server.requestsFor('cmsmf_refresh_nonce')).toHaveLength(1);
  expect(server.requestsFor('test_send')).toHaveLength(8);
});

test('a call refused after another call already renewed the nonce retries without a second refresh', async () => {
  let refreshes = 0;
  const server = await serve((request) => {
    if (field(request, 'action') === 'cmsmf_refresh_nonce') return ok({ nonce: `eacf7-new-${++refreshes}` });
    if (field(request, 'nonce') === 'eacf7-new-1') return ok({ id: 1 });
    // The page's nonce: the first call is refused at once, the second only after the refresh is done.
    return { body: '-1', delayMs: field(request, 'name') === 'slow' ? 150 : 0 };
  });
  const client = testClient(server.url);

  await Promise.all([client.call('test_send', { name: 'fast' }), client.call('test_send', { name: 'slow' })]);
  expect(refreshes).toBe(1);
});
