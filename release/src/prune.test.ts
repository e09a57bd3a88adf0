import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { readPointerFile } from './pointer-file';
import { prune } from './prune';
import { versionsToKeep } from './prune-plan';
import { publish } from './publish';
import { rollback } from './rollback';

const HASH = `sha384-${'a'.repeat(64)}`;
const history = (...names: string[]): PublishedVersion[] =>
  names.map((version) => ({ version, entry: `remotes/gallery/${version}/remoteEntry.js`, integrity: HASH, exposes: [], publishedAt: '' }));

test('keeps the active version, the two before it, and the last N published', () => {
  const release = { active: '5', history: history('1', '2', '3', '4', '5', '6', '7', '8') };
  expect([...versionsToKeep(release, 2)].sort()).toEqual(['3', '4', '5', '7', '8']);
  expect([...versionsToKeep(release, 0)].sort()).toEqual(['3', '4', '5']);
  expect([...versionsToKeep({ active: '1', history: history('1', '2', '3') }, 0)]).toEqual(['1']);
});

test('an active version missing from the history keeps everything', () => {
  expect(versionsToKeep({ active: '9', history: history('1', '2') }, 0).size).toBe(2);
});

describe('on disk', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'prune-test-'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  async function build(name: string): Promise<string> {
    const dir = path.join(work, 'builds', name);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'remoteEntry.js'), `var cmsmf_gallery = '${name}';`);
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './health' }, { path: './lightbox' }] }));
    await writeFile(path.join(dir, 'cmsmf-modules.json'), JSON.stringify({ modules: [] }));
    return dir;
  }

  test('removes the other folders and their pointer entries, and leaves unknown folders alone', async () => {
    const releasesDir = path.join(work, 'releases');
    const versions: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) {
      versions.push((await publish({ releasesDir, remote: 'gallery', buildDir: await build(name), packageVersion: '1.0.0' })).version);
    }
    await rollback({ releasesDir, remote: 'gallery', to: versions[0] });
    await mkdir(path.join(releasesDir, 'remotes/gallery/hand-made'));

    expect(await prune({ releasesDir, keep: 1, graceHours: 0 })).toEqual([`gallery@${versions[1]}`, `gallery@${versions[2]}`]);
    const pointer = await readPointerFile(releasesDir);
    expect(pointer.remotes.gallery?.active).toBe(versions[0]);
    expect(pointer.remotes.gallery?.history.map((v) => v.version)).toEqual([versions[0], versions[3]]);
    expect((await readdir(path.join(releasesDir, 'remotes/gallery'))).sort()).toEqual([versions[0], versions[3], 'hand-made'].sort());
    expect(await prune({ releasesDir, keep: 1, graceHours: 0 })).toEqual([]);
  });

  test('keeps every version served within the grace period, for pages left open; after it, it goes', async () => {
    const releasesDir = path.join(work, 'releases');
    const versions: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) versions.push((await publish({ releasesDir, remote: 'gallery', buildDir: await build(name), packageVersion: '1.0.0' })).version);
    // a was active until b was published: a page opened then may still ask for its files (b and c are rollback targets anyway).
    expect(await prune({ releasesDir, keep: 0 })).toEqual([]);
    expect(await prune({ releasesDir, keep: 0, now: new Date(Date.now() + 25 * 3_600_000) })).toEqual([`gallery@${versions[0]}`]);
  });

  test('a remote named prunes only that remote', async () => {
    const releasesDir = path.join(work, 'releases');
    const published = async (remote: string, name: string) => (await publish({ releasesDir, remote, buildDir: await build(name), packageVersion: '1.0.0' })).version;
    const [g1] = [await published('gallery', 'g1'), await published('gallery', 'g2'), await published('gallery', 'g3'), await published('gallery', 'g4')];
    const [f1] = [await published('forms', 'f1'), await published('forms', 'f2'), await published('forms', 'f3'), await published('forms', 'f4')];
    expect(await prune({ releasesDir, remote: 'gallery', keep: 0, graceHours: 0 })).toEqual([`gallery@${g1}`]);
    expect((await readPointerFile(releasesDir)).remotes.forms?.history.map((v) => v.version)).toContain(f1);
    expect(await readdir(path.join(releasesDir, 'remotes/forms'))).toHaveLength(4);
  });
});
