import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { SHARING_GLOBALS } from '../sharing-globals';
import { chunkHashes, pinChunks } from './chunk-integrity';

const HASH = (c: string) => `sha384-${c.repeat(64)}`;
const version = (n: string): PublishedVersion => ({
  version: n,
  entry: `remotes/theme/${n}/remoteEntry.js`,
  integrity: HASH('a'),
  exposes: ['./map'],
  files: { './map': [{ path: `remotes/theme/${n}/map.js`, integrity: HASH('b') }, { path: `remotes/theme/${n}/ui.js`, integrity: HASH('c'), shared: true }] },
  later: [{ path: `remotes/theme/${n}/leaflet.js`, integrity: HASH('d') }],
  publishedAt: '',
});

test('every script of a version, the ones loaded later too, by absolute URL against the pointer', () => {
  expect(chunkHashes(version('1'), 'https://cdn.example/mf/remotes.json')).toEqual([
    ['https://cdn.example/mf/remotes/theme/1/map.js', HASH('b')],
    ['https://cdn.example/mf/remotes/theme/1/ui.js', HASH('c')],
    ['https://cdn.example/mf/remotes/theme/1/leaflet.js', HASH('d')],
  ]);
  // An override's hashes are absolute URLs already.
  expect(chunkHashes({ ...version('1'), files: undefined, later: [{ path: 'https://dev.example/b/x.js', integrity: HASH('e') }] }, 'https://cdn.example/mf/remotes.json')).toEqual([['https://dev.example/b/x.js', HASH('e')]]);
});

test('the entries look each chunk up by URL: every version loaded keeps its own; an unknown URL has none', () => {
  pinChunks(version('1'), 'https://cdn.example/mf/remotes.json');
  pinChunks(version('2'), 'https://cdn.example/mf/remotes.json');
  const lookup = (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkIntegrity] as (url: string) => string | undefined;
  expect(lookup('https://cdn.example/mf/remotes/theme/1/leaflet.js')).toBe(HASH('d'));
  expect(lookup('https://cdn.example/mf/remotes/theme/2/map.js')).toBe(HASH('b'));
  expect(lookup('https://cdn.example/mf/remotes/theme/3/map.js')).toBeUndefined();
});
