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

const lookup = (url: string) => ((globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkIntegrity] as (url: string) => string | undefined)(url);

test('the entries look each chunk up by URL: every version loaded keeps its own; an unknown URL has none', async () => {
  await pinChunks(version('1'), 'https://cdn.example/mf/remotes.json');
  await pinChunks(version('2'), 'https://cdn.example/mf/remotes.json');
  expect(lookup('https://cdn.example/mf/remotes/theme/1/leaflet.js')).toBe(HASH('d'));
  expect(lookup('https://cdn.example/mf/remotes/theme/2/map.js')).toBe(HASH('b'));
  expect(lookup('https://cdn.example/mf/remotes/theme/3/map.js')).toBeUndefined();
});

test("each chunk's file name by its version's folder and chunk id, for the entry that asks by id", async () => {
  const v = version('9');
  await pinChunks({ ...v, files: { './map': [{ path: 'remotes/theme/9/46.__federation_expose_map.0123456789.js', integrity: HASH('b') }] } }, 'https://cdn.example/mf/remotes.json');
  const fileOf = (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkFile] as (folder: string, id: string) => string | undefined;
  expect(fileOf('https://cdn.example/mf/remotes/theme/9/', '46')).toBe('46.__federation_expose_map.0123456789.js');
  // The later list's `leaflet.js` has no id before a dot but its name: it is found by that name.
  expect(fileOf('https://cdn.example/mf/remotes/theme/9/', 'leaflet')).toBe('leaflet.js');
  expect(fileOf('https://cdn.example/mf/remotes/theme/8/', '46')).toBeUndefined();
});

describe('a fallback version, which the pointer lists with its hash file only', () => {
  const fallback = (n: string): PublishedVersion => {
    const { files: _files, later: _later, ...rest } = version(n);
    return { ...rest, hashes: { path: `remotes/theme/${n}/cmsmf-integrity.json`, integrity: HASH('f') } };
  };
  afterEach(() => jest.restoreAllMocks());

  test('fetches that file pinned to its recorded hash, and its scripts get the hashes it lists', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ 'slider.js': HASH('g') })));
    await pinChunks(fallback('5'), 'https://cdn.example/mf/remotes.json');
    expect(fetched).toHaveBeenCalledWith('https://cdn.example/mf/remotes/theme/5/cmsmf-integrity.json', expect.objectContaining({ integrity: HASH('f') }));
    expect(lookup('https://cdn.example/mf/remotes/theme/5/slider.js')).toBe(HASH('g'));
  });

  test('a file the browser refuses (its bytes differ from the hash) or one that is not there fails the version', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(pinChunks(fallback('6'), 'https://cdn.example/mf/remotes.json')).rejects.toThrow('Failed to fetch');
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('gone', { status: 404 }));
    await expect(pinChunks(fallback('7'), 'https://cdn.example/mf/remotes.json')).rejects.toThrow('answered 404');
    expect(lookup('https://cdn.example/mf/remotes/theme/6/slider.js')).toBeUndefined();
  });

  test('a version served with its file lists is never fetched for', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch');
    await pinChunks({ ...version('8'), hashes: fallback('8').hashes }, 'https://cdn.example/mf/remotes.json');
    expect(fetched).not.toHaveBeenCalled();
  });
});
