import { field, ok, useAjaxServers } from './ajax-test-server';
import { testClient } from './test-client';

const serve = useAjaxServers();

/** Admin-ajax with a rotated nonce: the page's nonce gets `-1`, the refreshed one works. */
const rotated = (refusal: { status?: number; body: unknown }) =>
  serve((request) => {
    if (field(request, 'action') === 'cmsmf_refresh_nonce') return ok({ nonce: `${field(request, 'kind')}-new` });
    return field(request, 'nonce') === 'eacf7-new' || field(request, 'et_frontend_nonce') === 'et_frontend-new'
      ? ok({ id: 42 })
      : refusal;
  });

test('-1 refreshes the nonce once and retries the same payload once', async () => {
  const server = await rotated({ body: '-1' });
  const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
  await expect(testClient(server.url).call('test_send', { name: 'Ada', tags: ['x', 'y'], file })).resolves.toEqual({ id: 42 });

  expect(server.requests.map((request) => field(request, 'action'))).toEqual(['test_send', 'cmsmf_refresh_nonce', 'test_send']);
  const [first, refresh, retry] = server.requests;
  expect(refresh?.fields).toEqual({ action: ['cmsmf_refresh_nonce'], kind: ['eacf7'] });
  expect(field(first, 'nonce')).toBe('eacf7-old');
  expect(field(retry, 'nonce')).toBe('eacf7-new');
  const { nonce: _first, ...firstPayload } = first!.fields;
  const { nonce: _retry, ...retryPayload } = retry!.fields;
  expect(retryPayload).toEqual(firstPayload);
  expect(retry?.files).toEqual(first?.files);
});

test('403 with -1 (what check_ajax_referer sends) is the same; the new nonce is kept for later calls', async () => {
  const server = await rotated({ status: 403, body: '-1' });
  const client = testClient(server.url);
  await client.call('test_read', { id: 1 });
  await client.call('test_read', { id: 2 });

  expect(server.requestsFor('cmsmf_refresh_nonce')).toHaveLength(1);
  expect(field(server.requestsFor('cmsmf_refresh_nonce')[0], 'kind')).toBe('et_frontend');
  expect(server.requests.map((request) => field(request, 'et_frontend_nonce'))).toEqual([
    'et-old',
    undefined,
    'et_frontend-new',
    'et_frontend-new',
  ]);
});

test('a nonce the page did not print is fetched before the first send', async () => {
  const server = await rotated({ body: '-1' });
  await expect(testClient(server.url, { nonces: {} }).call('test_send', {})).resolves.toEqual({ id: 42 });
  expect(server.requests.map((request) => field(request, 'action'))).toEqual(['cmsmf_refresh_nonce', 'test_send']);
});
