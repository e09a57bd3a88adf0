import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One file part as the server received it. */
export interface ReceivedFile {
  readonly filename: string;
  readonly type: string;
  readonly content: string;
}

/** One POST as the server received it, multipart body parsed. */
export interface ReceivedRequest {
  readonly headers: IncomingHttpHeaders;
  /** Text fields by name; repeated names (`tags[]`) keep every value in order. */
  readonly fields: Readonly<Record<string, string[]>>;
  readonly files: Readonly<Record<string, ReceivedFile[]>>;
}

/** What the server answers: a string is sent as is (`-1`, `0`, broken JSON), anything else as JSON. */
export interface Reply {
  readonly status?: number;
  readonly body: unknown;
  /**
   * Answer only once this settles: the test decides when (after another request
   * arrived, say), never the clock. One that never settles holds the answer
   * until the server closes (timeouts, aborts).
   */
  readonly until?: Promise<unknown>;
}

export type Responder = (request: ReceivedRequest, index: number) => Reply;

export interface AjaxTestServer {
  readonly url: string;
  /** Every POST received, in order of arrival, including ones answered too late. */
  readonly requests: ReceivedRequest[];
  /** The requests whose `action` field is `action`. */
  requestsFor(action: string): ReceivedRequest[];
  /** Resolves once `count` requests in all have arrived: wait for this, not for time to pass. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export const ok = (data: unknown): Reply => ({ body: { success: true, data } });
export const fail = (data: unknown): Reply => ({ body: { success: false, data } });
/** `reply`, never sent: the client times out or aborts while the server holds the request. */
export const held = (reply: Reply): Reply => ({ ...reply, until: new Promise(() => undefined) });

/** A promise and the function that resolves it, for replies that wait on an event of the test. */
export function deferred(): { readonly promise: Promise<void>; readonly resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
/** The first value of a text field. */
export const field = (request: ReceivedRequest | undefined, name: string) => request?.fields[name]?.[0];

/**
 * A real admin-ajax stand-in on 127.0.0.1 and a random port. It answers CORS so that
 * jsdom's XMLHttpRequest (origin http://localhost) may call it, preflight included.
 */
export async function startAjaxServer(responder: Responder): Promise<AjaxTestServer> {
  const requests: ReceivedRequest[] = [];
  const waiting: { readonly count: number; readonly resolve: () => void }[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, ...parseMultipart(Buffer.concat(chunks), req.headers['content-type'] ?? '') };
      requests.push(request);
      const reply = responder(request, requests.length - 1);
      const json = typeof reply.body !== 'string';
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'Content-Type': json ? 'application/json' : 'text/html' });
        res.end(json ? JSON.stringify(reply.body) : reply.body);
      };
      if (reply.until) void reply.until.then(send, send);
      else send();
      for (const waiter of waiting.filter((w) => requests.length >= w.count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wp-admin/admin-ajax.php`,
    requests,
    requestsFor: (action) => requests.filter((request) => field(request, 'action') === action),
    received: (count) => (requests.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }))),
    close: () =>
      new Promise((resolve) => {
        // Held answers end with their connections.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts servers inside tests and closes each after its test. */
export function useAjaxServers(): (responder: Responder) => Promise<AjaxTestServer> {
  const open: AjaxTestServer[] = [];
  afterEach(() => Promise.all(open.splice(0).map((server) => server.close())));
  return async (responder) => {
    const server = await startAjaxServer(responder);
    open.push(server);
    return server;
  };
}

/** A URL where nothing listens: a port that was just freed. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/wp-admin/admin-ajax.php`;
}

/** Minimal multipart/form-data reader, the same in Node and jsdom test environments. */
function parseMultipart(body: Buffer, contentType: string): Pick<ReceivedRequest, 'fields' | 'files'> {
  const fields: Record<string, string[]> = {};
  const files: Record<string, ReceivedFile[]> = {};
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return { fields, files };
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length + 2; // skip the CRLF after the delimiter
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    const part = body.subarray(partStart, next - 2); // drop the CRLF before the next delimiter
    const headEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, headEnd).toString();
    const content = part.subarray(headEnd + 4).toString();
    const name = /\bname="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /\bfilename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) (fields[name] ??= []).push(content);
    else (files[name] ??= []).push({ filename, type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '', content });
    start = next;
  }
  return { fields, files };
}
