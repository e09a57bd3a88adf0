import { mkdtemp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listReleases } from './list';
import { POINTER_FILE, readPointerFile } from './pointer-file';
import { publish } from './publish';
import { publishMessage } from './publish-message';
import { PublishError, RollbackError } from './errors';
import { rollback } from './rollback';
import { folderHash, sriSha384 } from './content-hash';
import { fakeBuild as makeBuild } from '@cms-mf/test-support/doubles/fake-build';

let work: string;
let releasesDir: string;

function fakeBuild(name: string, entrySource: string, exposes = ['./health', './lightbox']): Promise<string> {
  return makeBuild(path.join(work, name), entrySource, { exposes });
}

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'release-test-'));
  releasesDir = path.join(work, 'releases');
});
afterEach(() => rm(work, { recursive: true, force: true }));

test('publish copies the build into a content-addressed folder and activates it', async () => {
  const build = await fakeBuild('v1', 'var cmsmf_gallery = 1;');
  const { version, created } = await publish({ releasesDir, remote: 'gallery', buildDir: build, packageVersion: '1.0.0' });
  expect(created).toBe(true);
  expect(version).toBe(`1.0.0-${await folderHash(build)}`);
  const pointer = await readPointerFile(releasesDir);
  const release = pointer.remotes.gallery!;
  expect(release.active).toBe(version);
  expect(release.history).toHaveLength(1);
  expect(release.history[0]).toMatchObject({
    version,
    entry: `remotes/gallery/${version}/remoteEntry.js`,
    integrity: await sriSha384(path.join(build, 'remoteEntry.js')),
    exposes: ['./health', './lightbox'],
  });
  expect(await readFile(path.join(releasesDir, 'remotes/gallery', version, 'chunk.abc.js'), 'utf8')).toBe('/* chunk of v1 */');
});

test('publish records, per exposed module, its chunks and the shared chunks with their integrity', async () => {
  const build = await fakeBuild('v1', 'var cmsmf_gallery = 1;');
  const { version } = await publish({ releasesDir, remote: 'gallery', buildDir: build, packageVersion: '1.0.0' });
  const files = (await readPointerFile(releasesDir)).remotes.gallery!.history[0]!.files;
  const dir = `remotes/gallery/${version}`;
  expect(files).toEqual({
    './health': [{ path: `${dir}/ui.def.js`, integrity: await sriSha384(path.join(build, 'ui.def.js')), shared: true }],
    './lightbox': [
      { path: `${dir}/chunk.abc.js`, integrity: await sriSha384(path.join(build, 'chunk.abc.js')) },
      { path: `${dir}/ui.def.js`, integrity: await sriSha384(path.join(build, 'ui.def.js')), shared: true },
    ],
  });
});

test('a module whose manifest says it requires no shared library before it runs lists no shared chunk', async () => {
  const build = await makeBuild(path.join(work, 'v1'), 'var cmsmf_forms = 1;', { exposes: ['./health', './lightbox'], requires: { './health': [], './lightbox': ['preact'] } });
  const { version } = await publish({ releasesDir, remote: 'forms', buildDir: build, packageVersion: '1.0.0' });
  const files = (await readPointerFile(releasesDir)).remotes.forms!.history[0]!.files;
  const dir = `remotes/forms/${version}`;
  expect(files).toEqual({
    './health': [],
    './lightbox': [
      { path: `${dir}/chunk.abc.js`, integrity: await sriSha384(path.join(build, 'chunk.abc.js')) },
      { path: `${dir}/ui.def.js`, integrity: await sriSha384(path.join(build, 'ui.def.js')), shared: true },
    ],
  });
});

test('the chunks a module needs on first use come with its own, and the shared chunks with them when they need some', async () => {
  const build = await makeBuild(path.join(work, 'v1'), 'var cmsmf_gallery = 1;', {
    requires: { './health': [], './lightbox': [] },
    onUse: { './health': [], './lightbox': ['preact'] },
  });
  const { version } = await publish({ releasesDir, remote: 'gallery', buildDir: build, packageVersion: '1.0.0' });
  const files = (await readPointerFile(releasesDir)).remotes.gallery!.history[0]!.files;
  const dir = `remotes/gallery/${version}`;
  expect(files).toEqual({
    './health': [{ path: `${dir}/dialog.ghi.js`, integrity: await sriSha384(path.join(build, 'dialog.ghi.js')) }],
    './lightbox': [
      { path: `${dir}/chunk.abc.js`, integrity: await sriSha384(path.join(build, 'chunk.abc.js')) },
      { path: `${dir}/dialog.ghi.js`, integrity: await sriSha384(path.join(build, 'dialog.ghi.js')) },
      { path: `${dir}/ui.def.js`, integrity: await sriSha384(path.join(build, 'ui.def.js')), shared: true },
    ],
  });
});

test('publishing the same bytes again changes nothing, so a rebuild never undoes a rollback', async () => {
  const v1 = await fakeBuild('v1', 'one');
  const v2 = await fakeBuild('v2', 'two');
  await publish({ releasesDir, remote: 'gallery', buildDir: v1, packageVersion: '1.0.0' });
  await publish({ releasesDir, remote: 'gallery', buildDir: v2, packageVersion: '1.0.0' });
  await rollback({ releasesDir, remote: 'gallery' });
  const before = await readFile(path.join(releasesDir, POINTER_FILE), 'utf8');
  const again = await publish({ releasesDir, remote: 'gallery', buildDir: v2, packageVersion: '1.0.0' });
  expect(again.created).toBe(false);
  expect(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8')).toBe(before);
});

test('rollback activates the previous version and changes only that remote', async () => {
  const first = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v1', 'one'), packageVersion: '1.0.0' });
  const second = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v2', 'two'), packageVersion: '1.0.0' });
  await publish({ releasesDir, remote: 'forms', buildDir: await fakeBuild('f1', 'forms', ['./health']), packageVersion: '0.1.0' });
  const formsBefore = (await readPointerFile(releasesDir)).remotes.forms;

  expect(await rollback({ releasesDir, remote: 'gallery' })).toEqual({ from: second.version, to: first.version });
  const pointer = await readPointerFile(releasesDir);
  expect(pointer.remotes.gallery?.active).toBe(first.version);
  expect(pointer.remotes.gallery?.history.map((v) => v.version)).toEqual([first.version, second.version]);
  expect(pointer.remotes.forms).toEqual(formsBefore);
});

test('rollback --to may name any published version, and refuses unknown ones', async () => {
  const first = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v1', 'one'), packageVersion: '1.0.0' });
  const second = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v2', 'two'), packageVersion: '1.0.0' });
  await rollback({ releasesDir, remote: 'gallery', to: first.version });
  await rollback({ releasesDir, remote: 'gallery', to: second.version });
  expect((await readPointerFile(releasesDir)).remotes.gallery?.active).toBe(second.version);
  await expect(rollback({ releasesDir, remote: 'gallery', to: '9.9.9-nope' })).rejects.toThrow(RollbackError);
});

test('rollback refuses when there is nothing earlier, leaving the pointer untouched', async () => {
  await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v1', 'one'), packageVersion: '1.0.0' });
  const before = await readFile(path.join(releasesDir, POINTER_FILE), 'utf8');
  await expect(rollback({ releasesDir, remote: 'gallery' })).rejects.toThrow('has no earlier version');
  await expect(rollback({ releasesDir, remote: 'theme' })).rejects.toThrow('never been published');
  expect(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8')).toBe(before);
});

test('publish refuses a folder without a remote entry', async () => {
  const dir = path.join(work, 'empty');
  await mkdir(dir);
  await expect(publish({ releasesDir, remote: 'gallery', buildDir: dir, packageVersion: '1.0.0' })).rejects.toThrow('has no remoteEntry.js');
});

test('list marks the active version of each remote', async () => {
  const first = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v1', 'one'), packageVersion: '1.0.0' });
  const second = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v2', 'two'), packageVersion: '1.0.0' });
  await rollback({ releasesDir, remote: 'gallery' });
  const lines = await listReleases(releasesDir);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(new RegExp(`^\\* gallery\\s+${first.version}`));
  expect(lines[1]).toMatch(new RegExp(`^  gallery\\s+${second.version}`));
});

test('a pointer the tool cannot fully understand is never rewritten', async () => {
  await mkdir(releasesDir, { recursive: true });
  await writeFile(path.join(releasesDir, POINTER_FILE), JSON.stringify({ schemaVersion: 1, remotes: { gallery: { active: 'x', history: [{ version: 'x', entry: 'e.js', integrity: 'md5-abc', exposes: [] }] } } }));
  await expect(publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v1', 'one'), packageVersion: '1.0.0' })).rejects.toThrow('integrity is not sha384');
});

test('a rebuild of bytes ops rolled back from changes nothing; --activate (reactivate) makes them active again, said in so many words', async () => {
  const first = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v1', 'one'), packageVersion: '1.0.0' });
  const second = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v2', 'two'), packageVersion: '1.0.0' });
  expect(second).toMatchObject({ outcome: 'activated', active: second.version, previous: first.version });
  await rollback({ releasesDir, remote: 'gallery' });
  const before = await readFile(path.join(releasesDir, POINTER_FILE), 'utf8');

  const again = await publish({ releasesDir, remote: 'gallery', buildDir: await makeBuild(path.join(work, 'again', 'v2'), 'two'), packageVersion: '1.0.0' });
  expect(again).toMatchObject({ version: second.version, outcome: 'unchanged', active: first.version });
  expect(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8')).toBe(before);
  expect(publishMessage('gallery', again)).toBe(`gallery@${second.version} is already published but not active (gallery@${first.version} is, as ops left it); pointer unchanged. To make it active again: publish gallery --activate`);

  const forced = await publish({ releasesDir, remote: 'gallery', buildDir: await makeBuild(path.join(work, 'forced', 'v2'), 'two'), packageVersion: '1.0.0', reactivate: true });
  expect(forced).toMatchObject({ outcome: 'reactivated', active: second.version, previous: first.version });
  expect((await readPointerFile(releasesDir)).remotes.gallery?.active).toBe(second.version);
  expect(publishMessage('gallery', forced)).toBe(`gallery@${second.version} was published before: active again (was ${first.version}), as --activate asked`);
});

test('a version carries the modules its build declares; a declaration the build does not expose is refused', async () => {
  const published = await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild('v1', 'one'), packageVersion: '1.0.0' });
  expect((await readPointerFile(releasesDir)).remotes.gallery?.history[0]?.modules).toEqual([{ selector: '.fake-lightbox', expose: './lightbox', load: 'interaction' }]);
  expect(publishMessage('gallery', published)).toBe(`published gallery@${published.version}: active now (the first version of gallery)`);
  const bad = await makeBuild(path.join(work, 'v2'), 'two', { modules: [{ selector: '.x', expose: './lightbox', load: 'interaction' }, { selector: '.y', expose: './counter', load: 'idle' }, { selector: '.z', expose: './lightbox', load: 'later' }] });
  await expect(publish({ releasesDir, remote: 'gallery', buildDir: bad, packageVersion: '1.0.0' })).rejects.toThrow(/it declares \.\/counter, which it does not expose\n {2}- its cmsmf-modules\.json holds a declaration the shell refuses \(entry 2\): \.\/lightbox: unknown load trigger "later"/);
});

test('a build holding a symbolic link (or anything but files and folders) is refused, every one named; nothing is published', async () => {
  const build = await fakeBuild('v1', 'var cmsmf_gallery = 1;');
  await symlink('/etc/passwd', path.join(build, 'passwd.txt'));
  await mkdir(path.join(build, 'assets'));
  await symlink('/etc', path.join(build, 'assets/etc'));
  const refused = publish({ releasesDir, remote: 'gallery', buildDir: build, packageVersion: '1.0.0' });
  await expect(refused).rejects.toThrow(PublishError);
  await expect(publish({ releasesDir, remote: 'gallery', buildDir: build, packageVersion: '1.0.0' })).rejects.toThrow(
    /holds what a build must not: assets\/etc \(a symbolic link\), passwd\.txt \(a symbolic link\)/,
  );
  expect((await readPointerFile(releasesDir)).remotes.gallery).toBeUndefined();
  await expect(readdir(path.join(releasesDir, 'remotes'))).rejects.toThrow();
});
