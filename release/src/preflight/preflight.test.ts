import { mkdtemp, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sriSha384 } from '../content-hash';
import { isReleaseError, PreflightError } from '../errors';
import { POINTER_FILE, readPointerFile } from '../pointer-file';
import { publish } from '../publish';
import { fakeBuild } from '@cms-mf/test-support/doubles/fake-build';
import { droppedExposes } from './check-exposes';
import { sharedConflicts } from './check-shared';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { CHUNK_HASHES_FILE } from '@cms-mf/shared-contracts/release/release-files';

let work: string;
let releasesDir: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'preflight-test-'));
  releasesDir = path.join(work, 'releases');
});
afterEach(() => rm(work, { recursive: true, force: true }));

const publishBuild = (remote: 'gallery' | 'forms', dir: string) => publish({ releasesDir, remote, buildDir: dir, packageVersion: '1.0.0' });

test('a build whose chunk differs from the hash its entry pins is refused; the pointer and folders stay as they were', async () => {
  await publishBuild('gallery', await fakeBuild(path.join(work, 'v1'), 'one'));
  const before = await readFile(path.join(releasesDir, POINTER_FILE), 'utf8');
  const broken = await fakeBuild(path.join(work, 'v2'), 'two');
  await writeFile(path.join(broken, 'chunk.abc.js'), '/* changed after the build */');
  const refused = publishBuild('gallery', broken);
  await expect(refused).rejects.toThrow(PreflightError);
  await expect(publishBuild('gallery', broken)).rejects.toThrow('chunk.abc.js is not pinned by any hash in the entry');
  expect(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8')).toBe(before);
  expect(await readdir(path.join(releasesDir, 'remotes/gallery'))).toHaveLength(1);
});

test('a file the manifest names but the build lacks is refused', async () => {
  const build = await fakeBuild(path.join(work, 'v1'), 'one');
  await rm(path.join(build, 'ui.def.js'));
  await expect(publishBuild('gallery', build)).rejects.toThrow(/ui\.def\.js.*(missing|does not hold)/);
  expect((await readPointerFile(releasesDir)).remotes.gallery).toBeUndefined();
});

test('a build that drops a module the live active version declares is refused, whatever the publisher’s checkout holds', async () => {
  await publishBuild('gallery', await fakeBuild(path.join(work, 'v1'), 'one'));
  const error = await publishBuild('gallery', await fakeBuild(path.join(work, 'v2'), 'two', { exposes: ['./health'] })).catch((e: unknown) => e);
  expect(isReleaseError(error)).toBe(true);
  expect((error as Error).message).toContain('it drops ./lightbox, which the active gallery@1.0.0-');
});

test('a build whose shared singleton is incompatible with another active remote is refused, with the reason', async () => {
  await publishBuild('forms', await fakeBuild(path.join(work, 'f1'), 'forms', { exposes: ['./health'] }));
  const error = await publishBuild('gallery', await fakeBuild(path.join(work, 'g1'), 'gallery', { shared: { preact: ['12.0.0', '^12.0.0'] } })).catch((e: unknown) => e);
  expect((error as Error).message).toMatch(/preact: the build requires \^12\.0\.0, forms@1\.0\.0-\w+ provides 11\.2\.0/);
  await expect(publishBuild('gallery', await fakeBuild(path.join(work, 'g2'), 'gallery', { shared: { preact: ['11.3.0', '^11.3.0'] } }))).rejects.toThrow('preact: the build requires ^11.3.0');
  // A compatible one passes.
  await expect(publishBuild('gallery', await fakeBuild(path.join(work, 'g3'), 'gallery', { shared: { preact: ['11.2.1', '^11.0.0'], jotai: ['3.0.0', '^3.0.0'] } }))).resolves.toMatchObject({ created: true });
});

test('droppedExposes: only what the registry maps, the active version has and the build lacks', () => {
  expect(droppedExposes(['./lightbox', './planned'], ['./health', './lightbox'], ['./health'])).toEqual(['./lightbox']);
  expect(droppedExposes(['./lightbox', './planned'], ['./lightbox'], ['./lightbox'])).toEqual([]);
  expect(droppedExposes(['./planned'], [], [])).toEqual([]);
});

test('sharedConflicts: both sides must accept the other, whichever loads first; non-singletons are free', () => {
  const build = [{ name: 'jotai', version: '3.1.0', requiredVersion: '^3.1.0', singleton: true }];
  expect(sharedConflicts(build, [{ remote: 'forms@1', shared: [{ name: 'jotai', version: '3.0.0', requiredVersion: '^3.0.0', singleton: true }] }])).toEqual(['jotai: the build requires ^3.1.0, forms@1 provides 3.0.0']);
  expect(sharedConflicts(build, [{ remote: 'forms@1', shared: [{ name: 'jotai', version: '4.0.0', requiredVersion: '^4.0.0', singleton: true }] }])).toHaveLength(1);
  expect(sharedConflicts(build, [{ remote: 'forms@1', shared: [{ name: 'jotai', version: '3.2.0', requiredVersion: '^3.0.0', singleton: true }] }])).toEqual([]);
  expect(sharedConflicts([{ ...build[0]!, singleton: false }], [{ remote: 'forms@1', shared: [{ name: 'jotai', version: '4.0.0', requiredVersion: '^4.0.0', singleton: true }] }])).toEqual([]);
});

test('an entry or chunk that does not parse is refused, the file named; nothing is published or activated', async () => {
  const entry = await fakeBuild(path.join(work, 'v1'), 'var cmsmf_gallery = 1;');
  await writeFile(path.join(entry, 'remoteEntry.js'), `${await readFile(path.join(entry, 'remoteEntry.js'), 'utf8')}\n}}}garbage(`);
  await expect(publishBuild('gallery', entry)).rejects.toThrow(/remoteEntry\.js does not parse as a script: Unexpected token/);
  expect((await readPointerFile(releasesDir)).remotes.gallery).toBeUndefined();
  expect(await readdir(path.join(releasesDir, 'remotes/gallery'))).toEqual([]);
  // A chunk is checked the same way (its hash pinned by the entry, so only its syntax is wrong).
  const chunk = await fakeBuild(path.join(work, 'v2'), 'var cmsmf_gallery = 2;');
  await writeFile(path.join(chunk, 'chunk.abc.js'), 'function (');
  const pins = [await sriSha384(path.join(chunk, 'chunk.abc.js')), await sriSha384(path.join(chunk, 'ui.def.js'))];
  await writeFile(path.join(chunk, 'remoteEntry.js'), `var cmsmf_gallery = 2;\n/* sriHashes=${JSON.stringify(pins)} */`);
  await expect(publishBuild('gallery', chunk)).rejects.toThrow(/chunk\.abc\.js does not parse as a script/);
});

test('an entry that looks its chunks up in the pointer is published with every script pinned there, the ones loaded later too', async () => {
  const build = await fakeBuild(path.join(work, 'v1'), 'one');
  // No hash in the entry: the pointer is the only place the chunks are pinned.
  await writeFile(path.join(build, 'remoteEntry.js'), `s.sriHashes=new Proxy({},{get:()=>globalThis.${SHARING_GLOBALS.chunkIntegrity}})`);
  await writeFile(path.join(build, 'leaflet.js'), '/* loaded later */');
  const manifest = JSON.parse(await readFile(path.join(build, 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ path: string; assets: { js: { async?: string[] } } }> };
  manifest.exposes.find((e) => e.path === './lightbox')!.assets.js.async = ['leaflet.js'];
  await writeFile(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
  await publishBuild('gallery', build);
  const version = (await readPointerFile(releasesDir)).remotes.gallery!.history.at(-1)!;
  expect(version.later).toEqual([{ path: `${path.posix.dirname(version.entry)}/leaflet.js`, integrity: await sriSha384(path.join(build, 'leaflet.js')) }]);
});

test('an entry that pins its own chunks is checked against its own hashes, whatever the pointer lists', async () => {
  const build = await fakeBuild(path.join(work, 'v1'), 'one');
  await writeFile(path.join(build, 'leaflet.js'), '/* loaded later, pinned by no hash in the entry */');
  const manifest = JSON.parse(await readFile(path.join(build, 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ path: string; assets: { js: { async?: string[] } } }> };
  manifest.exposes.find((e) => e.path === './lightbox')!.assets.js.async = ['leaflet.js'];
  await writeFile(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
  await expect(publishBuild('gallery', build)).rejects.toThrow('leaflet.js is not pinned by any hash in the entry');
});

test("the scripts' hash file a page falls back with is recorded pinned, and one naming a hash its script does not have is refused", async () => {
  const build = await fakeBuild(path.join(work, 'v1'), 'one');
  const hashes = { 'chunk.abc.js': await sriSha384(path.join(build, 'chunk.abc.js')), 'ui.def.js': await sriSha384(path.join(build, 'ui.def.js')) };
  await writeFile(path.join(build, CHUNK_HASHES_FILE), JSON.stringify(hashes));
  await publishBuild('gallery', build);
  const version = (await readPointerFile(releasesDir)).remotes.gallery!.history.at(-1)!;
  const file = `${path.posix.dirname(version.entry)}/${CHUNK_HASHES_FILE}`;
  expect(version.hashes).toEqual({ path: file, integrity: await sriSha384(path.join(releasesDir, file)) });

  const wrong = await fakeBuild(path.join(work, 'v2'), 'two');
  await writeFile(path.join(wrong, CHUNK_HASHES_FILE), JSON.stringify({ ...hashes, 'chunk.abc.js': hashes['ui.def.js'] }));
  await expect(publishBuild('gallery', wrong)).rejects.toThrow(`chunk.abc.js does not match its hash in remotes/gallery/`);
});
