import { field, ok, useAjaxServers } from './ajax-test-server';
import { testClient } from './test-client';

const serve = useAjaxServers();
const answers = () =>
  serve((request) => (field(request, 'action') === 'cmsmf_refresh_nonce' ? ok({ nonce: 'fresh' }) : ok({ id: 7, extra: 'dropped' })));

test('resolves the data of a success envelope, as parseAnswer returns it', async () => {
  const server = await answers();
  await expect(testClient(server.url).call('test_send', { name: 'Ada' })).resolves.toEqual({ id: 7 });
});

test('posts multipart with action, the nonce under the policy field, and every payload kind encoded', async () => {
  const server = await answers();
  const file = new File(['hello file'], 'cv.txt', { type: 'text/plain' });
  await testClient(server.url).call('test_send', {
    name: 'Ada',
    count: 3,
    agree: false,
    tags: ['a', 'b', 'c'],
    meta: { step: 2, ids: [1, 2] },
    file,
    empty: null,
    gone: undefined,
  });

  const [request] = server.requests;
  expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(request?.fields).toEqual({
    action: ['test_send'],
    nonce: ['eacf7-old'],
    name: ['Ada'],
    count: ['3'],
    agree: ['false'],
    'tags[]': ['a', 'b', 'c'],
    meta: ['{"step":2,"ids":[1,2]}'],
  });
  expect(request?.files).toEqual({ file: [{ filename: 'cv.txt', type: 'text/plain', content: 'hello file' }] });
});

test('each action carries its own nonce kind under its own field name', async () => {
  const server = await answers();
  await testClient(server.url).call('test_read', { id: 1 });
  const [request] = server.requests;
  expect(field(request, 'action')).toBe('test_read');
  expect(field(request, 'et_frontend_nonce')).toBe('et-old');
  expect(request?.fields.nonce).toBeUndefined();
});

test('a payload cannot override the action or its nonce field', async () => {
  const server = await answers();
  await testClient(server.url).call('test_send', { nonce: 'forged' });
  expect(server.requests[0]?.fields.nonce).toEqual(['eacf7-old']);
});

test('the refresh action carries no nonce', async () => {
  const server = await answers();
  await expect(testClient(server.url).call('cmsmf_refresh_nonce', { kind: 'eacf7' })).resolves.toEqual({ nonce: 'fresh' });
  expect(server.requests[0]?.fields).toEqual({ action: ['cmsmf_refresh_nonce'], kind: ['eacf7'] });
});
