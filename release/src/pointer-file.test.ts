import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HISTORY_FILE, LOCK_FILE, POINTER_FILE, readPointerFile, updatePointerFile, writePointerFile } from './pointer-file';
import { publish } from './publish';
import { fakeBuild } from '@cms-mf/test-support/doubles/fake-build';

let releasesDir: string;
beforeEach(async () => {
  releasesDir = await mkdtemp(path.join(tmpdir(), 'pointer-test-'));
});
afterEach(() => rm(releasesDir, { recursive: true, force: true }));

test('a write replaces the pointer whole and leaves no temporary file behind', async () => {
  await writePointerFile(releasesDir, { schemaVersion: 1, remotes: {} });
  await Promise.all(Array.from({ length: 20 }, () => writePointerFile(releasesDir, { schemaVersion: 1, remotes: {} })));
  expect((await readdir(releasesDir)).sort()).toEqual([HISTORY_FILE, POINTER_FILE]);
  expect(JSON.parse(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8'))).toEqual({ schemaVersion: 1, remotes: {} });
});

test('a reader during a burst of writes always reads a whole pointer', async () => {
  const pointer = (n: number) => ({ schemaVersion: 1 as const, remotes: {}, padding: 'x'.repeat(50_000 + n) });
  await writePointerFile(releasesDir, pointer(0));
  const writes = Promise.all(Array.from({ length: 30 }, (_, n) => writePointerFile(releasesDir, pointer(n))));
  for (let i = 0; i < 30; i++) expect(() => JSON.parse(readFileSync(path.join(releasesDir, POINTER_FILE), 'utf8'))).not.toThrow();
  await writes;
});

test('two publishes that race both land: the second reads what the first wrote', async () => {
  const builds = await Promise.all(['gallery', 'forms', 'shop'].map((name) => fakeBuild(path.join(releasesDir, '..', `${path.basename(releasesDir)}-${name}`), name, { exposes: ['./health'] })));
  await Promise.all([
    publish({ releasesDir, remote: 'gallery', buildDir: builds[0]!, packageVersion: '1.0.0' }),
    publish({ releasesDir, remote: 'forms', buildDir: builds[1]!, packageVersion: '1.0.0' }),
    publish({ releasesDir, remote: 'shop', buildDir: builds[2]!, packageVersion: '1.0.0' }),
  ]);
  expect(Object.keys((await readPointerFile(releasesDir)).remotes).sort()).toEqual(['forms', 'gallery', 'shop']);
  expect(await readdir(releasesDir)).not.toContain(LOCK_FILE);
  await Promise.all(builds.map((dir) => rm(dir, { recursive: true, force: true })));
});

test('two identical publishes at once: one publishes, the other says already published, never EEXIST', async () => {
  const build = await fakeBuild(`${releasesDir}-same`, 'var cmsmf_gallery = 1;');
  const results = await Promise.all([1, 2].map(() => publish({ releasesDir, remote: 'gallery', buildDir: build, packageVersion: '1.0.0' })));
  expect(results.map((r) => r.outcome).sort()).toEqual(['activated', 'unchanged']);
  expect(await readdir(path.join(releasesDir, 'remotes/gallery'))).toEqual([results[0]!.version]);
  await rm(build, { recursive: true, force: true });
});

test('concurrent updates are serialised by the lock; a failed change writes nothing and frees the lock', async () => {
  await writePointerFile(releasesDir, { schemaVersion: 1, remotes: {} });
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 5 }, (_, n) =>
      updatePointerFile(releasesDir, async (pointer) => {
        order.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        return { pointer, result: n };
      }),
    ),
  );
  for (let i = 0; i < order.length; i += 2) expect(order[i]).toBe(order[i + 1]);
  const before = await readFile(path.join(releasesDir, POINTER_FILE), 'utf8');
  await expect(updatePointerFile(releasesDir, () => { throw new Error('refused'); })).rejects.toThrow('refused');
  expect(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8')).toBe(before);
  expect(await readdir(releasesDir)).not.toContain(LOCK_FILE);
});

test('a lock left by a command that died is broken once stale', async () => {
  await writeFile(path.join(releasesDir, LOCK_FILE), '999999\n');
  const old = new Date(Date.now() - 120_000);
  await utimes(path.join(releasesDir, LOCK_FILE), old, old);
  await expect(updatePointerFile(releasesDir, (pointer) => ({ pointer, result: 'ok' }))).resolves.toBe('ok');
});

describe('remotes this checkout does not know', () => {
  const HASH = `sha384-${'b'.repeat(64)}`;
  const handMade = { active: '9', history: [{ version: '9', entry: 'remotes/consent/9/remoteEntry.js', integrity: HASH, exposes: ['./banner'], publishedAt: '', somethingNewer: { x: 1 } }] };
  const unreadable = { active: 3, note: 'written by hand' };

  test('a publish of one remote leaves every other entry as it was, byte for byte, understood or not', async () => {
    await writePointerFile(releasesDir, { schemaVersion: 1, remotes: { consent: handMade, broken: unreadable } });
    const build = await fakeBuild(path.join(releasesDir, '..', `${path.basename(releasesDir)}-g`), 'gallery');
    await publish({ releasesDir, remote: 'gallery', buildDir: build, packageVersion: '1.0.0' });
    const written = JSON.parse(await readFile(path.join(releasesDir, HISTORY_FILE), 'utf8')) as { remotes: Record<string, unknown> };
    expect(Object.keys(written.remotes)).toEqual(['consent', 'broken', 'gallery']);
    expect(written.remotes.consent).toEqual(handMade);
    expect(written.remotes.broken).toEqual(unreadable);
    await rm(build, { recursive: true, force: true });
  });

  test('a change to an entry the tool cannot read is refused, naming it', async () => {
    await writePointerFile(releasesDir, { schemaVersion: 1, remotes: { broken: unreadable } });
    const build = await fakeBuild(path.join(releasesDir, '..', `${path.basename(releasesDir)}-b`), 'broken');
    await expect(publish({ releasesDir, remote: 'broken', buildDir: build, packageVersion: '1.0.0' })).rejects.toThrow('the entry of "broken" cannot be read (broken: no active version)');
    expect(JSON.parse(await readFile(path.join(releasesDir, HISTORY_FILE), 'utf8')).remotes.broken).toEqual(unreadable);
    expect(JSON.parse(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8')).remotes.broken).toEqual(unreadable);
    await rm(build, { recursive: true, force: true });
  });
});
