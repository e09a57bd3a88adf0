import { NEVER_MATCHES } from '@cms-mf/shared-contracts/release/release-pointer';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { pointerPinnedEntry } from './pointer-pinned-chunks';

const HASH = `sha384-${'b'.repeat(64)}`;
// The shape rspack's minified entry has: the hash map, then the loader reading it by chunk id.
const ENTRY = `s.u=e=>e+".js",s.sriHashes={28:"${HASH}",10:"sha384-${'c'.repeat(64)}"},s.l=(e,t,n,o)=>{r.integrity=s.sriHashes[o]}`;

type Lookup = (url: string) => string | undefined;
/** Runs the rewritten entry's map assignment on a stand-in for `__webpack_require__` served from `publicPath`. */
function hashesOf(entry: string, publicPath: string): Record<string, string> {
  const req = { p: publicPath, u: (id: string) => `${id}.js`, sriHashes: {} as Record<string, string> };
  const assignment = /s\.sriHashes=new Proxy\(.*\}\}\)/.exec(entry)![0];
  new Function('s', 'document', assignment)(req, { baseURI: 'https://site.example/page' });
  return req.sriHashes;
}

afterEach(() => delete (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkIntegrity]);

test('the entry carries no chunk hash, only a lookup in the ones the shell lends by URL', () => {
  const entry = pointerPinnedEntry(ENTRY);
  expect(entry).not.toContain(HASH);
  expect(entry).toContain('r.integrity=s.sriHashes[o]');
  const asked: string[] = [];
  (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkIntegrity] = ((url) => (asked.push(url), url.endsWith('/28.js') ? HASH : undefined)) satisfies Lookup;
  const hashes = hashesOf(entry, 'https://cdn.example/mf/remotes/theme/1/');
  expect(hashes[28]).toBe(HASH);
  expect(asked).toEqual(['https://cdn.example/mf/remotes/theme/1/28.js']);
});

test('fails closed: a chunk the shell has no hash for, or a page without the shell, gets a hash no file has', () => {
  const entry = pointerPinnedEntry(ENTRY);
  expect(hashesOf(entry, 'https://cdn.example/mf/')[10]).toBe(NEVER_MATCHES);
  (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkIntegrity] = (() => undefined) satisfies Lookup;
  expect(hashesOf(entry, 'https://cdn.example/mf/')[10]).toBe(NEVER_MATCHES);
});

test('an entry without exactly one hash map is a build error, never an entry that loads chunks unchecked', () => {
  expect(() => pointerPinnedEntry('s.u=e=>e+".js"')).toThrow('holds 0 chunk-hash maps');
  expect(() => pointerPinnedEntry(`${ENTRY};${ENTRY}`)).toThrow('holds 2 chunk-hash maps');
});
