import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { CHUNK_HASHES_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { NEVER_MATCHES } from '@cms-mf/shared-contracts/release/release-pointer';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { pointerNamedEntry } from './pointer-named-chunks';

/** The entry file the federation preset names (`filename`). */
const ENTRY_FILE = 'remoteEntry.js';

/** The hash map the SRI plugin writes into the entry, as minified: `s.sriHashes={28:"sha384-…",…}`. */
const HASH_MAP = /([\w$]+)\.sriHashes=\{[^{}]*\}/g;

/**
 * The entry with its chunk-hash map replaced by a lookup in the hashes the shell took from the
 * release pointer (`SHARING_GLOBALS.chunkIntegrity`, by the chunk's absolute URL). Every theme
 * page paid ~3.3 KB gz for hashes of chunks it never loads; the pointer lists each module's files
 * with their hashes already. A chunk the shell has no hash for gets one no file has, so it never
 * runs (fail closed), as does every chunk when the page has no shell.
 */
export function pointerPinnedEntry(entry: string): string {
  const found = [...entry.matchAll(HASH_MAP)];
  if (found.length !== 1) throw new Error(`PointerPinnedChunksPlugin: the entry holds ${found.length} chunk-hash maps (\`.sriHashes={…}\`), not one: the bundler changed its output`);
  const [map, req] = found[0]!;
  const lookup = `${req}.sriHashes=new Proxy({},{get:(t,i)=>{var f=globalThis.${SHARING_GLOBALS.chunkIntegrity};return f&&f(new URL(${req}.p+${req}.u(i),document.baseURI).href)||${JSON.stringify(NEVER_MATCHES)}}})`;
  return entry.replace(map, () => lookup);
}

/** The subresource-integrity value of some bytes, as the pointer records it. */
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Once the build is written (the SRI plugin has filled in its map), takes the chunk hashes out of
 * the entry (pointerPinnedEntry) and writes every script's hash beside it (CHUNK_HASHES_FILE), for a
 * tab that runs this build as an override: it has no pointer entry to read them from. Publishing
 * hashes the files itself.
 */
export class PointerPinnedChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('PointerPinnedChunksPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const dir = compiler.options.output.path ?? '';
      const entryPath = path.join(dir, ENTRY_FILE);
      const pinned = pointerPinnedEntry(readFileSync(entryPath, 'utf8'));
      // Chunk names are looked up only where the file names let the shell find them (pointer-named-chunks.ts).
      const idFirst = String(compiler.options.output.chunkFilename ?? '').startsWith('[id].');
      writeFileSync(entryPath, idFirst ? pointerNamedEntry(pinned) : pinned);
      const scripts = readdirSync(dir).filter((file) => file.endsWith('.js') && file !== ENTRY_FILE).sort();
      const hashes = Object.fromEntries(scripts.map((file) => [file, sri(readFileSync(path.join(dir, file)))]));
      writeFileSync(path.join(dir, CHUNK_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
    });
  }
}
