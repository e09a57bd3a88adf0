/** @jest-environment jsdom */
import { ActionFailedError, type AjaxError, HttpError, NetworkError, RequestAbortedError, RequestTimeoutError, UnknownActionError } from '../index';
import { closedPortUrl, fail, field, held, ok, type Reply, useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();
afterEach(() => jest.restoreAllMocks());
const uploaded = ok({ url: 'https://example.test/uploads/cv.pdf' });
// Large enough that the body goes out in several chunks, so progress has steps.
const bigFile = () => new File(['x'.repeat(2_000_000)], 'cv.pdf', { type: 'application/pdf' });

test('uploads the file over XHR with action, nonce and fields, reporting progress that ends at 100', async () => {
  const server = await serve(() => uploaded);
  const progress: number[] = [];
  const answer = await testClient(server.url).upload('test_upload', { form_id: 12, file: bigFile() }, { onProgress: (percent) => progress.push(percent) });

  expect(answer).toEqual({ url: 'https://example.test/uploads/cv.pdf' });
  const [request] = server.requests;
  expect(request?.fields).toEqual({ action: ['test_upload'], nonce: ['eacf7-old'], form_id: ['12'] });
  expect(request?.files.file?.[0]).toMatchObject({ filename: 'cv.pdf', type: 'application/pdf' });
  expect(request?.files.file?.[0]?.content).toHaveLength(2_000_000);
  // jsdom sends the body in one go and reports no sizes, so only the final 100 shows here;
  // intermediate percentages need a real browser.
  expect(progress.every((percent, i) => percent >= 0 && percent <= 100 && percent >= (progress[i - 1] ?? 0))).toBe(true);
  expect(progress.at(-1)).toBe(100);
});

test('-1 refreshes the nonce once and resends the same file once', async () => {
  const server = await serve((request) => {
    if (field(request, 'action') === 'cmsmf_refresh_nonce') return ok({ nonce: 'eacf7-new' });
    return field(request, 'nonce') === 'eacf7-new' ? uploaded : { status: 403, body: '-1' };
  });
  const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
  await expect(testClient(server.url).upload('test_upload', { form_id: 12, file })).resolves.toEqual({
    url: 'https://example.test/uploads/cv.pdf',
  });

  expect(server.requests.map((request) => field(request, 'action'))).toEqual(['test_upload', 'cmsmf_refresh_nonce', 'test_upload']);
  expect(server.requests[2]?.files).toEqual(server.requests[0]?.files);
  expect(server.requests[2]?.files.file?.[0]?.content).toBe('%PDF-1.7');
});

test.each<[string, Reply, new (...args: never[]) => AjaxError]>([
  ['success:false', fail({ message: 'Type not allowed' }), ActionFailedError],
  ['body 0', { body: '0' }, UnknownActionError],
  ['HTTP 500', { status: 500, body: 'Fatal error' }, HttpError],
])('%s maps to the same typed error as call', async (_, reply, ErrorClass) => {
  const server = await serve(() => reply);
  const error = await rejectionOf(testClient(server.url).upload('test_upload', { form_id: 1, file: new File(['a'], 'a.txt') }));
  expect(error).toBeInstanceOf(ErrorClass);
  expect(error).toMatchObject({ action: 'test_upload' });
});

test('aborting the signal aborts the XHR with RequestAbortedError', async () => {
  const server = await serve(() => held(uploaded));
  const controller = new AbortController();
  const pending = rejectionOf(testClient(server.url).upload('test_upload', { form_id: 1, file: bigFile() }, { signal: controller.signal }));
  // Abort while the server holds the upload, however long the body took to arrive.
  await server.received(1);
  controller.abort();

  expect(await pending).toMatchObject({ kind: 'aborted', name: 'AbortError' });
  expect(await pending).toBeInstanceOf(RequestAbortedError);
});

test('no answer within timeoutMs rejects with RequestTimeoutError, not resent', async () => {
  // The server never answers, so the timeout comes first on any machine (jsdom's XHR timer is its own, not a fake one).
  const server = await serve(() => held(uploaded));
  const sends = jest.spyOn(XMLHttpRequest.prototype, 'send');
  const error = await rejectionOf(testClient(server.url).upload('test_upload', { form_id: 1, file: new File(['a'], 'a.txt') }, { timeoutMs: 300 }));
  expect(error).toBeInstanceOf(RequestTimeoutError);
  // A resend would be sent before the call settles: one send now is one send for good.
  expect(sends).toHaveBeenCalledTimes(1);
});

test('a refused connection rejects with NetworkError', async () => {
  // jsdom also reports the refused connection on its virtual console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const sends = jest.spyOn(XMLHttpRequest.prototype, 'send');
  const url = await closedPortUrl();
  // The policy's timeout (seconds), so the refusal comes first however busy the machine.
  const pending = testClient(url).upload('test_upload', { form_id: 1, file: new File(['a'], 'a.txt') });
  await expect(pending).rejects.toBeInstanceOf(NetworkError);
  // jsdom leaves its XHR timeout timer running after a network error; abort() clears it.
  for (const xhr of sends.mock.contexts) (xhr as XMLHttpRequest).abort();
});
