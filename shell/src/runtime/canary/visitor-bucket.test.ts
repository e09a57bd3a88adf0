import { pointerForVisitor, releaseForVisitor } from '@cms-mf/shared-contracts/release/canary-view';
import type { PublishedVersion, RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';
import { BUCKET_KEY, visitorBucket, type BucketStorage } from './visitor-bucket';

const memory = (): BucketStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
};
const version = (v: string): PublishedVersion => ({ version: v, entry: `${v}/remoteEntry.js`, integrity: `sha384-${'a'.repeat(64)}`, exposes: ['./lightbox'], publishedAt: '' });
const release: RemoteRelease = { active: 'stable', canary: { version: 'canary', percent: 10, startedAt: '' }, history: [version('old'), version('stable'), version('canary')] };
const seen = (storage: BucketStorage) => releaseForVisitor(release, visitorBucket(storage)).active;

test('a visitor is bucketed once and sees the same version on every page view', () => {
  for (let visitor = 0; visitor < 200; visitor++) {
    const storage = memory();
    const first = seen(storage);
    for (let view = 0; view < 5; view++) expect(seen(storage)).toBe(first);
  }
});

test('about 10 % of 10,000 fresh visitors see a 10 % canary', () => {
  let canary = 0;
  for (let visitor = 0; visitor < 10_000; visitor++) if (seen(memory()) === 'canary') canary++;
  // Binomial(10000, 0.1): standard deviation 30; 5 of them either side.
  expect(canary).toBeGreaterThan(850);
  expect(canary).toBeLessThan(1150);
});

test('raising the percentage only adds visitors; nobody who saw the canary goes back', () => {
  const visitors = Array.from({ length: 2000 }, () => visitorBucket(memory()));
  const at = (percent: number) => new Set(visitors.filter((b) => releaseForVisitor({ ...release, canary: { ...release.canary!, percent } }, b).active === 'canary'));
  const ten = at(10);
  const fifty = at(50);
  for (const bucket of ten) expect(fifty.has(bucket)).toBe(true);
  expect(at(0).size).toBe(0);
  expect(at(100).size).toBe(2000);
});

test('a malformed stored bucket is drawn again; no storage keeps the visitor on stable', () => {
  const storage = memory();
  storage.setItem(BUCKET_KEY, 'garbage');
  expect(visitorBucket(storage, () => 0.25)).toBe(0.25);
  expect(storage.map.get(BUCKET_KEY)).toBe('0.25');
  expect(visitorBucket(undefined)).toBe(1);
  const throwing: BucketStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
  expect(visitorBucket(throwing)).toBe(1);
  expect(releaseForVisitor(release, 1).active).toBe('stable');
});

test('a canary visitor falls back to the stable version, then its history; the canary part is gone for all', () => {
  const canaryView = releaseForVisitor(release, 0.05);
  expect(canaryView).toEqual({ active: 'canary', history: [version('old'), version('stable'), version('canary')] });
  const stableView = releaseForVisitor(release, 0.5);
  expect(stableView).toEqual({ active: 'stable', history: release.history });
  // A canary of a version older than stable still falls back to stable, not to what lies between.
  const older: RemoteRelease = { active: 'stable', canary: { version: 'old', percent: 100, startedAt: '' }, history: release.history };
  expect(releaseForVisitor(older, 0).history.map((v) => v.version)).toEqual(['stable', 'old']);
  expect(pointerForVisitor({ schemaVersion: 1, remotes: { gallery: release } }, 0.05).remotes.gallery?.active).toBe('canary');
});
