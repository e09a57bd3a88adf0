import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSite, type TestSite } from '../test-support/test-site';
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

describe('symbolic links are never followed, on a running site', () => {
  let releases: string;
  let site: TestSite;
  const version = 'remotes/gallery/1.0.0-abc';
  beforeAll(async () => {
    releases = await mkdtemp(path.join(tmpdir(), 'serve-links-'));
    await mkdir(path.join(releases, version), { recursive: true });
    await writeFile(path.join(releases, version, 'remoteEntry.js'), 'var cmsmf_gallery = 1;');
    await symlink('/etc/passwd', path.join(releases, version, 'passwd.txt'));
    await symlink('/etc', path.join(releases, version, 'etc'));
    await symlink(path.join(releases, version, 'remoteEntry.js'), path.join(releases, version, 'alias.js'));
    await symlink(path.join(releases, 'remotes/gallery'), path.join(releases, 'remotes/linked'));
    execFileSync('mkfifo', [path.join(releases, version, 'pipe.js')]);
    site = await startTestSite({ releasesDir: releases });
  });
  afterAll(async () => {
    await site.close();
    await rm(releases, { recursive: true, force: true });
  });

  test('a published file is served; a link to a file or folder, inside the root or out of it, is a 404, and so is a pipe', async () => {
    expect((await site.fetch(`/mf/${version}/remoteEntry.js`)).status).toBe(200);
    for (const link of [`${version}/passwd.txt`, `${version}/etc/passwd`, `${version}/alias.js`, 'remotes/linked/1.0.0-abc/remoteEntry.js', `${version}/pipe.js`]) {
      const response = await site.fetch(`/mf/${link}`);
      expect([link, response.status]).toEqual([link, 404]);
      expect(await response.text()).not.toContain('root:');
    }
  });
});
