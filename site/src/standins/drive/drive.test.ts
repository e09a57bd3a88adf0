import { request } from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parseCloudDriveFile } from '@cms-mf/shared-contracts/actions';
import { startStandins, type RunningStandins } from '../testing/start-standins';
import { DRIVE_MAX_FILE_BYTES, DRIVE_SESSION_TTL_MS } from './drive-limits';

const CHUNK = 256 * 1024;
let clock = Date.parse('2030-01-01T00:00:00Z');
let standins: RunningStandins;
beforeAll(async () => {
  standins = await startStandins({ now: () => clock });
});
afterAll(() => standins.close());

const fileOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7) % 251);
// Jest's deep equality walks big arrays element by element; compare bytes directly.
const sameBytes = (a: ArrayBuffer, b: Uint8Array) => Buffer.from(a).equals(b);
const sessionCount = () => {
  const db = new Database(path.join(standins.dataDir, 'standins', 'standins.db'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM drive_sessions').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

async function openSession(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${standins.base}/drive/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
async function sessionFor(size: number, name = 'report.pdf'): Promise<string> {
  const response = await openSession({ name, size, type: 'application/pdf', folder_id: 'folder_123' });
  expect(response.status).toBe(200);
  return response.headers.get('location') as string;
}
const putChunk = (uri: string, bytes: Uint8Array<ArrayBuffer>, start: number, total: number) =>
  fetch(uri, { method: 'PUT', headers: { 'Content-Range': `bytes ${start}-${start + bytes.byteLength - 1}/${total}` }, body: bytes });
const askStatus = (uri: string, total: number | '*') => fetch(uri, { method: 'PUT', headers: { 'Content-Range': `bytes */${total}` } });

test('a file uploaded in chunks: 308 with Range until the last byte, then the file record, served as a download', async () => {
  const file = fileOf(2 * CHUNK + 1000);
  const uri = await sessionFor(file.byteLength);
  expect(uri).toMatch(new RegExp(`^${standins.base}/drive/upload/[A-Za-z0-9_-]{32}$`));

  const first = await putChunk(uri, file.subarray(0, CHUNK), 0, file.byteLength);
  expect(first.status).toBe(308);
  expect(first.headers.get('range')).toBe(`bytes=0-${CHUNK - 1}`);
  expect(first.headers.get('location')).toBeNull();
  const second = await putChunk(uri, file.subarray(CHUNK, 2 * CHUNK), CHUNK, file.byteLength);
  expect(second.headers.get('range')).toBe(`bytes=0-${2 * CHUNK - 1}`);
  const last = await putChunk(uri, file.subarray(2 * CHUNK), 2 * CHUNK, file.byteLength);
  expect(last.status).toBe(200);
  const record = parseCloudDriveFile(await last.json());
  expect(record).toMatchObject({ name: 'report.pdf', size: file.byteLength });
  expect(record.webViewLink).toBe(`${standins.base}/drive/files/${record.id}`);

  const download = await fetch(record.webViewLink);
  expect(download.headers.get('content-type')).toBe('application/octet-stream');
  expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="report.pdf"/);
  expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  expect(sameBytes(await download.arrayBuffer(), file)).toBe(true);
  const icon = await fetch(record.iconLink);
  expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  expect(await icon.text()).not.toMatch(/script/i);

  // A client that lost the last answer asks again and gets the same record.
  const again = await askStatus(uri, file.byteLength);
  expect(again.status).toBe(200);
  expect((await again.json()).id).toBe(record.id);
});

test('an upload cut off mid-chunk resumes after a bytes */total status query', async () => {
  const file = fileOf(2 * CHUNK);
  const uri = await sessionFor(file.byteLength);
  expect((await putChunk(uri, file.subarray(0, CHUNK), 0, file.byteLength)).status).toBe(308);

  // The second chunk's connection drops after a third of its bytes.
  await new Promise<void>((resolve) => {
    const cut = request(uri, { method: 'PUT', headers: { 'Content-Range': `bytes ${CHUNK}-${2 * CHUNK - 1}/${file.byteLength}`, 'Content-Length': String(CHUNK) } });
    cut.on('error', () => resolve());
    // Once the bytes are handed to the socket they reach the server before the close does: no pause needed.
    cut.write(file.subarray(CHUNK, CHUNK + CHUNK / 3), () => cut.destroy());
    cut.on('close', () => resolve());
  });

  const status = await askStatus(uri, file.byteLength);
  expect(status.status).toBe(308);
  expect(status.headers.get('range')).toBe(`bytes=0-${CHUNK - 1}`);
  const resumed = await putChunk(uri, file.subarray(CHUNK), CHUNK, file.byteLength);
  expect(resumed.status).toBe(200);
  const record = await resumed.json();
  expect(sameBytes(await (await fetch(record.webViewLink)).arrayBuffer(), file)).toBe(true);
});

test('before the first byte the status answer has no Range, and bytes */* is accepted', async () => {
  const uri = await sessionFor(10);
  const status = await askStatus(uri, '*');
  expect(status.status).toBe(308);
  expect(status.headers.get('range')).toBeNull();
});

test('wrong ranges get 400 with the stored Range and store nothing', async () => {
  const file = fileOf(2 * CHUNK);
  const uri = await sessionFor(file.byteLength);
  await putChunk(uri, file.subarray(0, CHUNK), 0, file.byteLength);
  const attempts = [
    putChunk(uri, file.subarray(CHUNK + 10), CHUNK + 10, file.byteLength), // gap
    putChunk(uri, file.subarray(10, CHUNK + 10), 10, file.byteLength), // overlap
    putChunk(uri, file.subarray(CHUNK), CHUNK, file.byteLength + 1), // total is not the announced size
    fetch(uri, { method: 'PUT', headers: { 'Content-Range': `bytes ${CHUNK}-${2 * CHUNK - 1}/${file.byteLength}` }, body: file.subarray(CHUNK, CHUNK + 5) }), // short body
    fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes=0-5' }, body: file.subarray(0, 6) }), // malformed
    fetch(uri, { method: 'PUT', headers: { 'Content-Range': `bytes */${file.byteLength}` }, body: file.subarray(0, 6) }), // status with a body
  ];
  for (const response of await Promise.all(attempts)) {
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(400);
    expect(response.headers.get('range')).toBe(`bytes=0-${CHUNK - 1}`);
  }
  const status = await askStatus(uri, file.byteLength);
  expect(status.headers.get('range')).toBe(`bytes=0-${CHUNK - 1}`);
});

test('unknown and expired sessions get 404', async () => {
  expect((await askStatus(`${standins.base}/drive/upload/${'A'.repeat(32)}`, 5)).status).toBe(404);
  expect((await askStatus(`${standins.base}/drive/upload/..%2F..%2Fetc`, 5)).status).toBe(404);
  const uri = await sessionFor(5);
  clock += DRIVE_SESSION_TTL_MS + 1;
  try {
    expect((await askStatus(uri, 5)).status).toBe(404);
  } finally {
    clock -= DRIVE_SESSION_TTL_MS + 1;
  }
  expect((await fetch(`${standins.base}/drive/files/${'B'.repeat(32)}`)).status).toBe(404);
});

test('bad session requests get 4xx and open no session', async () => {
  const before = sessionCount();
  const answers = await Promise.all([
    openSession({ size: 5 }),
    openSession({ name: 'a.txt', size: -1 }),
    openSession({ name: 'a.txt', size: 1.5 }),
    openSession({ name: 'evil\u202Etxt.exe', size: 5 }),
    openSession({ name: 'a.txt', size: 5, type: 'text/html<script>' }),
    openSession({ name: 'a.txt', size: 5, folder_id: '../up' }),
    fetch(`${standins.base}/drive/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' }),
    fetch(`${standins.base}/drive/sessions`, { method: 'POST', body: 'name=a.txt&size=5' }),
  ]);
  expect(answers.map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 415]);
  const tooBig = await openSession({ name: 'big.bin', size: DRIVE_MAX_FILE_BYTES + 1 });
  expect(tooBig.status).toBe(413);
  expect((await tooBig.json()).error.errors[0].reason).toBe('uploadTooLarge');
  expect(sessionCount()).toBe(before);
});

test('an empty file completes on its status query, and a whole file can go in one PUT without Content-Range', async () => {
  const empty = await sessionFor(0, 'empty.txt');
  const done = await askStatus(empty, 0);
  expect(done.status).toBe(200);
  expect((await done.json()).size).toBe('0');

  const file = fileOf(1234);
  const whole = await sessionFor(file.byteLength);
  const response = await fetch(whole, { method: 'PUT', body: file });
  expect(response.status).toBe(200);
});

test('the browser may PUT cross-origin: preflight allowed, Range exposed', async () => {
  const uri = await sessionFor(10);
  const preflight = await fetch(uri, { method: 'OPTIONS', headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-range' } });
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  const chunk = await fetch(uri, { method: 'PUT', headers: { Origin: 'http://elsewhere.test', 'Content-Range': 'bytes 0-4/10' }, body: fileOf(5) });
  expect(chunk.headers.get('access-control-expose-headers')).toContain('Range');
  // The session endpoint is called by the site's server only.
  const create = await fetch(`${standins.base}/drive/sessions`, { method: 'POST', headers: { Origin: 'http://elsewhere.test', 'Content-Type': 'application/json' }, body: '{"name":"a","size":1}' });
  expect(create.headers.get('access-control-allow-origin')).toBeNull();
});

test('publicBaseUrl replaces the request origin in the links handed out', async () => {
  const proxied = await startStandins({ publicBaseUrl: 'https://shop.example.test/' });
  try {
    const response = await fetch(`${proxied.base}/drive/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"a.txt","size":1}' });
    expect(response.headers.get('location')).toMatch(/^https:\/\/shop\.example\.test\/standins\/drive\/upload\//);
  } finally {
    await proxied.close();
  }
});
