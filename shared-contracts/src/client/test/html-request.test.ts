import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHtmlRequester, isAbortError, isHttpError, isNetworkError, isTimeoutError } from '../index';
import { closedPortUrl } from './ajax-test-server';

/** A page server: `/page/2` answers 200, `/missing` the CMS's 404 page, `/broken` a 500, `/slow` never; POSTs echo their body. */
let server: Server;
let base: string;
const seen: { method: string; body: string; accept: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', body, accept: request.headers.accept });
      const send = (status: number, html: string) => {
        response.writeHead(status, { 'content-type': 'text/html' });
        response.end(html);
      };
      if (request.url === '/page/2') send(200, '<div class="et_pb_ajax_pagination_container">page 2</div>');
      else if (request.url === '/missing') send(404, '<div class="et_pb_ajax_pagination_container">nothing here</div>');
      else if (request.url === '/broken') send(500, 'fatal');
      else if (request.url === '/slow') return; // held until the server closes: the timeout comes first on any machine
      else if (request.url === '/form') send(200, `<p>got ${body}</p>`);
      else send(404, '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));

test('GET resolves the page, asking for HTML', async () => {
  const answer = await createHtmlRequester().getHtml(`${base}/page/2`);
  expect(answer).toEqual({ status: 200, body: '<div class="et_pb_ajax_pagination_container">page 2</div>', url: `${base}/page/2` });
  expect(seen.at(-1)).toMatchObject({ method: 'GET', accept: 'text/html' });
});

test('a 404 still resolves with its body (pagination 404, §8)', async () => {
  await expect(createHtmlRequester().getHtml(`${base}/missing`)).resolves.toMatchObject({ status: 404, body: expect.stringContaining('nothing here') });
  await expect(createHtmlRequester().postHtmlForm(`${base}/missing`, new URLSearchParams({ a: '1' }))).resolves.toMatchObject({ status: 404 });
});

test('another error status is an HttpError naming the path', async () => {
  const error = await createHtmlRequester().getHtml(`${base}/broken`).catch((e: unknown) => e);
  expect(isHttpError(error)).toBe(true);
  expect(error).toMatchObject({ status: 500, action: '/broken' });
});

test('POST sends the form and resolves the answered page', async () => {
  const answer = await createHtmlRequester().postHtmlForm(`${base}/form`, new URLSearchParams({ name: 'Ada' }));
  expect(answer.body).toBe('<p>got name=Ada</p>');
  expect(seen.at(-1)?.method).toBe('POST');
});

test('timeouts, aborts and a closed port are the named transport errors', async () => {
  const requester = createHtmlRequester();
  expect(isTimeoutError(await requester.getHtml(`${base}/slow`, { timeoutMs: 100 }).catch((e: unknown) => e))).toBe(true);
  const controller = new AbortController();
  const pending = requester.getHtml(`${base}/slow`, { signal: controller.signal });
  controller.abort();
  expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
  expect(isNetworkError(await requester.getHtml(await closedPortUrl()).catch((e: unknown) => e))).toBe(true);
});
