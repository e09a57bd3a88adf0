import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';

/**
 * Chunk file names that begin with the chunk's id, so the shell can tell each chunk's file from the
 * file lists the release pointer already carries (shell/src/loader/security/chunk-integrity.ts).
 */
export const ID_FIRST_CHUNK_FILENAME = '[id].[name].[contenthash:10].js';

/**
 * The chunk-file function the bundler writes into the entry, as minified: `s.u=e=>""+…+".js"`, which
 * holds a map of every chunk's name and one of every chunk's content hash.
 */
const CHUNK_FILE = /([\w$]+)\.u=[\w$]+=>(?:(?!\.js")[^;])*\.js"/g;

/**
 * The entry with its chunk-file function replaced by a lookup in the file names the shell took from
 * the release pointer (`SHARING_GLOBALS.chunkFile`, by the entry's folder and the chunk id): the two
 * maps cost every page that loads the remote ~1 KB gz (the theme's ~60 chunks), for the handful it
 * loads. A chunk the shell does not know, or a page without the shell, asks for `<id>.js`, which no
 * build writes: it fails to load, as it would fail its integrity check.
 */
export function pointerNamedEntry(entry: string): string {
  const found = [...entry.matchAll(CHUNK_FILE)];
  if (found.length !== 1) throw new Error(`PointerPinnedChunksPlugin: the entry holds ${found.length} chunk-file functions (\`.u=…".js"\`), not one: the bundler changed its output`);
  const [fn, req] = found[0]!;
  const lookup = `${req}.u=i=>{var f=globalThis.${SHARING_GLOBALS.chunkFile};return f&&f(new URL(${req}.p,document.baseURI).href,""+i)||i+".js"}`;
  return entry.replace(fn, () => lookup);
}
