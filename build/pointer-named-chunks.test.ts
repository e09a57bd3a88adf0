import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { pointerNamedEntry } from './pointer-named-chunks';

// The shape rspack's minified entry has for `[id].[name].[contenthash:10].js`: the names map, then the hashes map.
const ENTRY = `s.f={},s.u=e=>""+e+"."+(({46:"__federation_expose_slider",54:"theme-leaflet"})[e]||e)+"."+({46:"20d0dddb39",54:"e43e66c449",6:"bcb95d98ae"})[e]+".js",s.tt=()=>{}`;

type Lookup = (folder: string, id: string) => string | undefined;
/** Runs the rewritten entry's chunk-file function on a stand-in for `__webpack_require__` served from `publicPath`. */
function fileOf(entry: string, publicPath: string, id: number): string {
  const req = { p: publicPath } as { p: string; u?: (id: number) => string };
  const assignment = /s\.u=.*?\+"\.js"\}/.exec(entry)![0];
  new Function('s', 'document', assignment)(req, { baseURI: 'https://site.example/page' });
  return req.u!(id);
}

afterEach(() => delete (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkFile]);

test('the entry carries no chunk name or hash, only a lookup in the file names the shell lends by folder and id', () => {
  const entry = pointerNamedEntry(ENTRY);
  expect(entry).not.toContain('20d0dddb39');
  expect(entry).not.toContain('theme-leaflet');
  expect(entry).toMatch(/,s\.tt=\(\)=>\{\}$/);
  const asked: Array<[string, string]> = [];
  (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkFile] = ((folder, id) => (asked.push([folder, id]), id === '46' ? '46.__federation_expose_slider.20d0dddb39.js' : undefined)) satisfies Lookup;
  expect(fileOf(entry, 'https://cdn.example/mf/remotes/theme/1/', 46)).toBe('46.__federation_expose_slider.20d0dddb39.js');
  expect(asked).toEqual([['https://cdn.example/mf/remotes/theme/1/', '46']]);
});

test('a chunk the shell does not know, or a page without the shell, asks for a file no build writes', () => {
  const entry = pointerNamedEntry(ENTRY);
  expect(fileOf(entry, 'https://cdn.example/mf/', 54)).toBe('54.js');
  (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkFile] = (() => undefined) satisfies Lookup;
  expect(fileOf(entry, 'https://cdn.example/mf/', 54)).toBe('54.js');
});

test('an entry without exactly one chunk-file function is a build error', () => {
  expect(() => pointerNamedEntry('s.f={}')).toThrow('holds 0 chunk-file functions');
  expect(() => pointerNamedEntry(`${ENTRY};${ENTRY}`)).toThrow('holds 2 chunk-file functions');
});
