import { HttpError, InvalidAnswerError, NetworkError, RequestAbortedError, RequestTimeoutError } from '../index';
import { closedPortUrl, held, type Reply, useAjaxServers } from './ajax-test-server';
import { rejectionOf, testClient } from './test-client';

const serve = useAjaxServers();
/** A CF7-like feedback answer: plain JSON, no envelope. */
const feedback = { contact_form_id: 12, status: 'mail_sent', message: 'Thank you.', into: '#wpcf7-f12-o1', invalid_fields: [] };
const feedbackPath = '/wp-json/contact-form-7/v1/contact-forms/12/feedback';
const urlOf = (ajaxUrl: string) => ajaxUrl.replace('/wp-admin/admin-ajax.php', feedbackPath);
const formBody = () => {
  const body = new FormData();
  body.append('_wpcf7', '12');
  body.append('your-name', 'Ada');
  body.append('tags[]', 'a');
  body.append('tags[]', 'b');
  body.append('cv', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  return body;
};

test('posts the FormData as is, with no action and no nonce, and resolves the JSON answer', async () => {
  const server = await serve(() => ({ body: feedback }));
  const answer = await testClient(server.url).postForm(urlOf(server.url), formBody());

  expect(answer).toEqual(feedback);
  expect(server.requests).toHaveLength(1);
  expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(server.requests[0]?.fields).toEqual({ _wpcf7: ['12'], 'your-name': ['Ada'], 'tags[]': ['a', 'b'] });
  expect(server.requests[0]?.files.cv?.[0]).toMatchObject({ filename: 'cv.pdf', content: '%PDF' });
});

test('parseAnswer types the answer; a TypeError from it becomes InvalidAnswerError', async () => {
  const server = await serve(() => ({ body: feedback }));
  const client = testClient(server.url);
  await expect(client.postForm(urlOf(server.url), formBody(), { parseAnswer: (data) => (data as typeof feedback).status })).resolves.toBe('mail_sent');

  const error = await rejectionOf(
    client.postForm(urlOf(server.url), formBody(), {
      parseAnswer: () => {
        throw new TypeError('status must be a string');
      },
    }),
  );
  expect(error).toBeInstanceOf(InvalidAnswerError);
  expect(error).toMatchObject({ action: feedbackPath, message: `${feedbackPath}: status must be a string` });
});

test('a body that is not JSON rejects with InvalidAnswerError holding the body', async () => {
  const server = await serve(() => ({ body: '<html>Maintenance</html>' }));
  const error = await rejectionOf(testClient(server.url).postForm(urlOf(server.url), formBody(), { label: 'wpcf7 feedback' }));
  expect(error).toBeInstanceOf(InvalidAnswerError);
  expect(error).toMatchObject({ kind: 'invalid-answer', action: 'wpcf7 feedback', body: '<html>Maintenance</html>' });
});

test.each<[string, Reply]>([
  ['404 unknown form', { status: 404, body: { code: 'wpcf7_not_found', message: 'The requested contact form was not found.' } }],
  ['500', { status: 500, body: 'Fatal error' }],
  // The ajax endpoint's nonce and unknown-action bodies mean nothing here: they are plain HTTP failures.
  ['403 with -1', { status: 403, body: '-1' }],
])('%s rejects with HttpError and is not resent', async (_, reply) => {
  const server = await serve(() => reply);
  const error = await rejectionOf(testClient(server.url).postForm(urlOf(server.url), formBody()));
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ kind: 'http', status: reply.status });
  expect(server.requests).toHaveLength(1);
});

test('no answer within timeoutMs rejects with RequestTimeoutError, not resent', async () => {
  // A fake clock for the client: the timeout fires once the server holds the request, however busy the machine.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const server = await serve(() => held({ body: feedback }));
    const attempts = jest.fn(fetch);
    const pending = rejectionOf(testClient(server.url, { fetch: attempts }).postForm(urlOf(server.url), formBody(), { timeoutMs: 100 }));
    await server.received(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(await pending).toBeInstanceOf(RequestTimeoutError);
    expect(attempts).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a refused connection rejects with NetworkError', async () => {
  const url = await closedPortUrl();
  await expect(testClient(url).postForm(urlOf(url), formBody())).rejects.toBeInstanceOf(NetworkError);
});

test('aborting the signal rejects with RequestAbortedError', async () => {
  const server = await serve(() => held({ body: feedback }));
  const controller = new AbortController();
  const pending = rejectionOf(testClient(server.url).postForm(urlOf(server.url), formBody(), { signal: controller.signal }));
  await server.received(1);
  controller.abort();
  expect(await pending).toBeInstanceOf(RequestAbortedError);
});
