import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { measurePointerCost } from './pointer-cost';

const BODY = gzipSync(JSON.stringify({ schemaVersion: 1, remotes: { theme: { active: '1', history: [] } } }).repeat(20));
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.headers['if-none-match'] === 'W/"t1"') return response.writeHead(304, { ETag: 'W/"t1"' }).end();
    response.writeHead(200, { 'Content-Encoding': 'gzip', ETag: 'W/"t1"' }).end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf/remotes.json`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('counts the compressed bytes a first view receives, and what a revalidation with the ETag costs', async () => {
  expect(await measurePointerCost(url)).toEqual({ firstBytes: BODY.length, revalidationStatus: 304, revalidationBytes: 0 });
});
