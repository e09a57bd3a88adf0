import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, matchesTag, resolveInside, serveFile } from './serve-file';

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

test('a revalidated file carries a tag of its bytes; a request naming it gets 304 and no body, a changed file 200', async () => {
  await writeFile(path.join(root, 'remotes.json'), '{"schemaVersion":1,"remotes":{}}');
  const first = await serveFile(root, 'remotes.json', CACHE_REVALIDATE);
  const tag = first!.headers.get('ETag')!;
  expect(tag).toMatch(/^"[\w-]{27}"$/);
  const again = await serveFile(root, 'remotes.json', CACHE_REVALIDATE, tag);
  expect(again?.status).toBe(304);
  expect(await again?.text()).toBe('');
  expect(again?.headers.get('Cache-Control')).toBe(CACHE_REVALIDATE);
  await writeFile(path.join(root, 'remotes.json'), '{"schemaVersion":1,"remotes":{"a":1}}');
  const changed = await serveFile(root, 'remotes.json', CACHE_REVALIDATE, tag);
  expect(changed?.status).toBe(200);
  expect(changed?.headers.get('ETag')).not.toBe(tag);
  // Immutable files need no validator.
  expect((await serveFile(root, 'remotes/entry.js', CACHE_IMMUTABLE))?.headers.get('ETag')).toBeNull();
});

test('If-None-Match: lists, weak tags and * match; anything else does not', () => {
  expect(matchesTag('"a", W/"b"', '"b"')).toBe(true);
  expect(matchesTag('*', '"b"')).toBe(true);
  expect(matchesTag('"c"', '"b"')).toBe(false);
  expect(matchesTag(undefined, '"b"')).toBe(false);
});
