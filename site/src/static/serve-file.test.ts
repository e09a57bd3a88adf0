import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CACHE_IMMUTABLE, resolveInside, serveFile } from './serve-file';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'serve-file-'));
  await mkdir(path.join(root, 'remotes'));
  await writeFile(path.join(root, 'remotes/entry.js'), 'var x = 1;');
  await writeFile(path.join(root, 'notes.unknown'), '<script>alert(1)</script>');
});
afterAll(() => rm(root, { recursive: true, force: true }));

test.each([
  ['../etc/passwd'],
  ['remotes/../../etc/passwd'],
  ['%2e%2e/etc/passwd'],
  ['remotes/%2e%2e/%2e%2e/secret'],
  ['remotes\\..\\secret'],
  ['entry.js%00.png'],
  ['%E0%A4%A'],
])('refuses %s', (urlPath) => {
  expect(resolveInside(root, urlPath)).toBeNull();
});

test('resolves a path inside the root', () => {
  expect(resolveInside(root, 'remotes/entry.js')).toBe(path.join(root, 'remotes/entry.js'));
});

test('serves a file with its type, cache policy and nosniff', async () => {
  const response = await serveFile(root, 'remotes/entry.js', CACHE_IMMUTABLE);
  expect(response?.status).toBe(200);
  expect(response?.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  expect(response?.headers.get('Cache-Control')).toBe(CACHE_IMMUTABLE);
  expect(response?.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(await response?.text()).toBe('var x = 1;');
});

test('an unknown extension is served as a download type, never as HTML', async () => {
  const response = await serveFile(root, 'notes.unknown', CACHE_IMMUTABLE);
  expect(response?.headers.get('Content-Type')).toBe('application/octet-stream');
});

test('missing files and folders give null (the app answers 404)', async () => {
  expect(await serveFile(root, 'nope.js', CACHE_IMMUTABLE)).toBeNull();
  expect(await serveFile(root, 'remotes', CACHE_IMMUTABLE)).toBeNull();
});
