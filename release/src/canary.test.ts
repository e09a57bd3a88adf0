import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HALTED_BY_HAND, haltCanary, promoteCanary, startCanary } from './canary';
import { DEFAULT_GUARD_RAILS } from './canary-guard';
import { guardOf, haltsOf } from './record-fields';
import { CanaryError } from './errors';
import { POINTER_FILE, readPointerFile } from './pointer-file';
import { versionsToKeep } from './prune-plan';
import { publish } from './publish';
import { rollback } from './rollback';
import { fakeBuild } from '@cms-mf/test-support/doubles/fake-build';

let work: string;
let releasesDir: string;
let stable: string;
let next: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'canary-test-'));
  releasesDir = path.join(work, 'releases');
  stable = (await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild(path.join(work, 'v1'), 'one'), packageVersion: '1.0.0' })).version;
  next = (await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild(path.join(work, 'v2'), 'two'), packageVersion: '1.0.0', activate: false })).version;
});
afterEach(() => rm(work, { recursive: true, force: true }));

test('publish without activating records the version and leaves the stable one active', async () => {
  const release = (await readPointerFile(releasesDir)).remotes.gallery!;
  expect(release.active).toBe(stable);
  expect(release.history.map((v) => v.version)).toEqual([stable, next]);
});

test('canary names a stable version and a weighted canary; promote makes it stable', async () => {
  expect(await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 10 })).toEqual({ stable, canary: next, percent: 10, guard: DEFAULT_GUARD_RAILS });
  const release = (await readPointerFile(releasesDir)).remotes.gallery!;
  expect(release).toMatchObject({ active: stable, canary: { version: next, percent: 10 } });
  // Re-weighting keeps when it started.
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 50 });
  expect((await readPointerFile(releasesDir)).remotes.gallery!.canary).toEqual({ ...release.canary, percent: 50 });
  expect(await promoteCanary(releasesDir, 'gallery')).toEqual({ from: stable, to: next });
  const promoted = (await readPointerFile(releasesDir)).remotes.gallery!;
  expect(promoted.active).toBe(next);
  expect(promoted.canary).toBeUndefined();
});

test('halt and rollback end the canary and leave the stable version active', async () => {
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 10 });
  expect(await haltCanary(releasesDir, 'gallery')).toEqual({ halted: next, stable });
  expect((await readPointerFile(releasesDir)).remotes.gallery).toEqual(expect.not.objectContaining({ canary: expect.anything() }));
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 10 });
  expect(await rollback({ releasesDir, remote: 'gallery' })).toEqual({ from: next, to: stable });
  const release = (await readPointerFile(releasesDir)).remotes.gallery!;
  expect(release.active).toBe(stable);
  expect(release.canary).toBeUndefined();
});

test('bad canary commands are refused and change nothing', async () => {
  const before = await readFile(path.join(releasesDir, POINTER_FILE), 'utf8');
  await expect(startCanary({ releasesDir, remote: 'gallery', version: 'nope', percent: 10 })).rejects.toThrow('has no published version nope');
  await expect(startCanary({ releasesDir, remote: 'gallery', version: stable, percent: 10 })).rejects.toThrow('already the stable version');
  await expect(startCanary({ releasesDir, remote: 'gallery', version: next, percent: 0 })).rejects.toThrow(CanaryError);
  await expect(startCanary({ releasesDir, remote: 'gallery', version: next, percent: 101 })).rejects.toThrow(CanaryError);
  await expect(startCanary({ releasesDir, remote: 'theme', version: next, percent: 10 })).rejects.toThrow('never been published');
  await expect(promoteCanary(releasesDir, 'gallery')).rejects.toThrow('no canary to promote');
  await expect(haltCanary(releasesDir, 'gallery')).rejects.toThrow('no canary to halt');
  expect(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8')).toBe(before);
});

test('prune never removes a running canary', async () => {
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 10 });
  const release = (await readPointerFile(releasesDir)).remotes.gallery!;
  expect(versionsToKeep({ ...release, history: [...release.history].reverse() }, 0).has(next)).toBe(true);
});

test('guard rails travel with the canary in the release record, never in the pointer pages read; re-weighting keeps them', async () => {
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 10, guard: { maxInpRegressionMs: 80 } });
  const guard = { ...DEFAULT_GUARD_RAILS, maxInpRegressionMs: 80 };
  expect(guardOf((await readPointerFile(releasesDir)).remotes.gallery!.canary!)).toEqual(guard);
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 50, guard: { minPageViews: 5 } });
  expect(guardOf((await readPointerFile(releasesDir)).remotes.gallery!.canary!)).toEqual({ ...guard, minPageViews: 5 });
  // Another command's rewrite of the record keeps them.
  await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild(path.join(work, 'v3'), 'three'), packageVersion: '1.0.0', activate: false });
  expect(guardOf((await readPointerFile(releasesDir)).remotes.gallery!.canary!)).toEqual({ ...guard, minPageViews: 5 });
  const lean = await readFile(path.join(releasesDir, POINTER_FILE), 'utf8');
  expect(lean).toContain(next);
  expect(lean).not.toContain('guard');
});

test('a halt writes why beside the version in the history; a verdict about another canary halts nothing', async () => {
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 10 });
  const { startedAt } = (await readPointerFile(releasesDir)).remotes.gallery!.canary!;
  expect(await haltCanary(releasesDir, 'gallery', 'p75 INP too slow', { version: next, startedAt: 'an earlier start' })).toBeUndefined();
  expect((await readPointerFile(releasesDir)).remotes.gallery!.canary?.version).toBe(next);
  expect(await haltCanary(releasesDir, 'gallery', 'p75 INP too slow', { version: next, startedAt })).toEqual({ halted: next, stable });
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 10 });
  await haltCanary(releasesDir, 'gallery');
  const release = (await readPointerFile(releasesDir)).remotes.gallery!;
  expect(release.canary).toBeUndefined();
  expect(haltsOf(release.history.find((v) => v.version === next)!).map((h) => h.reason)).toEqual(['p75 INP too slow', HALTED_BY_HAND]);
  expect(await readFile(path.join(releasesDir, POINTER_FILE), 'utf8')).not.toContain('halts');
});
