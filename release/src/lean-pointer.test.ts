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
  modules: [{ selector: '.et_pb_slider', expose: './slider', load: 'immediate' }],
  publishedAt: '2026-11-27T00:00:00Z',
});
// Its entry pins its chunks with the hashes the pointer lists, so a version falls back with them.
const loadable = (version: string) => {
  const { modules: _modules, publishedAt: _time, ...rest } = v(version);
  return rest;
};
const full = (version: string) => {
  const { publishedAt: _time, ...rest } = v(version);
  return rest;
};

test('pages get the versions they are sent to in full, the ones the shell falls back to as loadable (with their scripts\' hashes), nothing older', () => {
  const release = { active: '4', canary: { version: '5', percent: 10, startedAt: '' }, history: ['1', '2', '3', '4', '5'].map(v) };
  expect(leanRelease(release)).toEqual({ active: '4', canary: release.canary, history: [loadable('2'), loadable('3'), full('4'), full('5')] });
});

test('after a rollback the versions after the active one are not needed; what the shell reads of it is unchanged', () => {
  const release = { active: '1', history: ['1', '2', '3'].map(v) };
  const lean = leanRelease(release);
  expect(lean.history.map((x) => x.version)).toEqual(['1']);
  const parsed = parseReleasePointer({ schemaVersion: 1, remotes: { theme: lean } }).pointer.remotes.theme!;
  expect(parsed.history[0]).toEqual({ ...v('1'), publishedAt: '' });
});

test('an entry the tool cannot read goes to pages as it is', () => {
  expect(leanRemotes({ broken: { active: 3 }, theme: { active: '1', history: [v('1')] } })).toEqual({ broken: { active: 3 }, theme: { active: '1', history: [full('1')] } });
});
