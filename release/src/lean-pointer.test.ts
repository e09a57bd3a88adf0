import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { CHUNK_HASHES_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { parseReleasePointer, type PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { leanRelease, leanRemotes } from './lean-pointer';

const HASH = `sha384-${'a'.repeat(64)}`;
const v = (version: string): PublishedVersion => ({
  version,
  entry: `remotes/theme/${version}/remoteEntry.js`,
  integrity: HASH,
  exposes: ['./slider'],
  files: { './slider': [{ path: `remotes/theme/${version}/slider.js`, integrity: HASH }] },
  later: [{ path: `remotes/theme/${version}/leaflet.js`, integrity: HASH }],
  hashes: { path: `remotes/theme/${version}/${CHUNK_HASHES_FILE}`, integrity: HASH },
  modules: [{ selector: '.et_pb_slider', expose: './slider', load: 'immediate' }],
  publishedAt: '2026-11-27T00:00:00Z',
});
// A version the shell falls back to: what loading its entry takes, its scripts' hashes in one pinned file.
const loadable = (version: string) => {
  const { files: _files, later: _later, modules: _modules, publishedAt: _time, ...rest } = v(version);
  return rest;
};
// A version pages are sent to: its files and modules, and no hash file (its files carry the hashes).
const full = (version: string) => {
  const { publishedAt: _time, hashes: _hashes, ...rest } = v(version);
  return rest;
};

test('pages get the versions they are sent to in full, the ones the shell falls back to as loadable (with their hash file), nothing older', () => {
  const release = { active: '4', canary: { version: '5', percent: 10, startedAt: '' }, history: ['1', '2', '3', '4', '5'].map(v) };
  expect(leanRelease(release)).toEqual({ active: '4', canary: release.canary, history: [loadable('2'), loadable('3'), full('4'), full('5')] });
});

test('after a rollback the versions after the active one are not needed; what the shell reads of it is unchanged', () => {
  const release = { active: '1', history: ['1', '2', '3'].map(v) };
  const lean = leanRelease(release);
  expect(lean.history.map((x) => x.version)).toEqual(['1']);
  const parsed = parseReleasePointer({ schemaVersion: 1, remotes: { theme: lean } }).pointer.remotes.theme!;
  expect(parsed.history[0]).toEqual({ ...full('1'), publishedAt: '' });
});

test('an entry the tool cannot read goes to pages as it is', () => {
  expect(leanRemotes({ broken: { active: 3 }, theme: { active: '1', history: [v('1')] } })).toEqual({ broken: { active: 3 }, theme: { active: '1', history: [full('1')] } });
});

test('a fallback published before builds wrote the hash file keeps its listed hashes, so it still loads pinned', () => {
  const { hashes: _hashes, ...old } = v('1');
  const lean = leanRelease({ active: '2', history: [old, v('2')] });
  expect(lean.history[0]).toEqual({ version: '1', entry: old.entry, integrity: HASH, exposes: old.exposes, files: old.files, later: old.later });
});

/** A version shaped like the theme's: ~45 modules, ~60 scripts, each hash as random as a real one. */
function themeLike(version: string): PublishedVersion {
  const sri = (name: string) => `sha384-${createHash('sha384').update(`${version}/${name}`).digest('base64')}`;
  const file = (name: string) => ({ path: `remotes/theme/${version}/${name}.js`, integrity: sri(name) });
  const exposes = Array.from({ length: 45 }, (_, i) => `./module-${i}`);
  return {
    version,
    entry: `remotes/theme/${version}/remoteEntry.js`,
    integrity: sri('remoteEntry'),
    exposes,
    files: Object.fromEntries(exposes.map((expose, i) => [expose, [file(`expose-${i}`), file(`common-${i % 4}`)]])),
    later: Array.from({ length: 12 }, (_, i) => file(`later-${i}`)),
    hashes: { path: `remotes/theme/${version}/${CHUNK_HASHES_FILE}`, integrity: sri(CHUNK_HASHES_FILE) },
    modules: exposes.map((expose) => ({ selector: `.et_pb_${expose.slice(2)}`, expose, load: 'visible' })),
    publishedAt: '2026-11-27T00:00:00Z',
  };
}

test('two rollback targets add under 400 bytes gzip to the pointer, not every chunk hash twice', () => {
  const gz = (release: ReturnType<typeof leanRelease>) => gzipSync(JSON.stringify({ schemaVersion: 1, remotes: { theme: release } })).length;
  const alone = gz(leanRelease({ active: '3', history: [themeLike('3')] }));
  const withTwo = leanRelease({ active: '3', history: ['1', '2', '3'].map(themeLike) });
  expect(withTwo.history.slice(0, 2).map((x) => Object.keys(x))).toEqual([
    ['version', 'entry', 'integrity', 'exposes', 'hashes'],
    ['version', 'entry', 'integrity', 'exposes', 'hashes'],
  ]);
  expect(gz(withTwo) - alone).toBeLessThan(400);
});
