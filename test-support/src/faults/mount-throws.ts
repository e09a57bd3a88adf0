import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_HASHES_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { BuildShapeError } from './build-shape-error';

/** One file of a built remote, by its name in the version folder. */
export interface BuildFile {
  readonly file: string;
  readonly text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A build after a fault was injected: its entry and the one chunk that changed. */
export interface RewrittenBuild {
  readonly entry: string;
  readonly chunk: BuildFile;
}

/** The subresource-integrity value of a text, as the entry pins its chunks (`sha384-…`). */
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/**
 * The same build with one exposed module's `mount` throwing `message` before
 * its first statement, as a rebuild with that bug would be: an entry that pins its
 * chunks pins the rewritten chunk's hash instead of the old one, and everything else (every
 * other module, the module's own code) is the real build. Pure: reads rspack's
 * minified output as the entry's expose map (`"./form":()=>s.e(399).then(()=>()=>s(3345))`)
 * and the module's factory (`3345(e,t,r){r.r(t),r.d(t,{default:()=>w})…w={mount(e,t){`, or
 * `w=(l=(e,t,n)=>{` for a module made with defineModule).
 */
export function throwInMount(entry: string, chunks: readonly BuildFile[], expose: string, message: string): RewrittenBuild {
  const chunk = throwInChunk(entry, chunks, expose, message);
  // An entry built with the preset pins no chunk itself: publishing the folder records the new hash in the pointer.
  const before = sri(chunks.find((candidate) => candidate.file === chunk.file)!.text);
  if (/\.sriHashes=\{/.test(entry) && !entry.includes(before)) throw new BuildShapeError(`the entry does not pin ${chunk.file} by its hash`);
  return { entry: entry.replaceAll(before, sri(chunk.text)), chunk };
}

function throwInChunk(entry: string, chunks: readonly BuildFile[], expose: string, message: string): BuildFile {
  const exposed = new RegExp(`"${escape(expose)}":\\(\\)=>(?:(?!"\\./).)*?\\(\\)=>\\(\\)=>[\\w$]+\\((\\d+)\\)`).exec(entry);
  if (!exposed) throw new BuildShapeError(`the entry exposes no "${expose}" as rspack writes it`);
  const id = exposed[1]!;
  const factory = new RegExp(`[,{]${id}\\([\\w$]+,[\\w$]+,[\\w$]+\\)\\{`);
  for (const chunk of chunks) {
    const start = factory.exec(chunk.text);
    if (!start) continue;
    const body = chunk.text.slice(start.index);
    const name = /[\w$]+\.d\([\w$]+,\{(?:[^{}]*?,)?default:\(\)=>([\w$]+)[,}]/.exec(body.slice(0, 4000))?.[1];
    if (!name) throw new BuildShapeError(`module ${id} ("${expose}") has no default export`);
    // An object literal `{mount(el, ctx){…}}`, or a module made by `defineModule(setup)`, whose setup
    // `(el, ctx, signal) => {…}` is the mount's first statement: minified inline (`w=(l=(e,t,n)=>{…`)
    // or called (`w=(0,r.X)((e,t,n)=>{…`).
    const literal = `\\{(?:async )?mount\\([\\w$]+,[\\w$]+\\)\\{`;
    const defined = `(?:\\([\\w$]+=|(?:\\(0,[\\w$.]+\\)|[\\w$]+)\\()(?:async ?)?\\([\\w$]+,[\\w$]+,[\\w$]+\\)=>\\{`;
    const mount = new RegExp(`(?<![\\w$.])${escape(name)}=(?:${literal}|${defined})`).exec(body);
    if (!mount) throw new BuildShapeError(`the default export of "${expose}" is neither an object literal with mount(el, ctx) nor defineModule(setup)`);
    const at = start.index + mount.index + mount[0].length;
    return { file: chunk.file, text: `${chunk.text.slice(0, at)}throw new Error(${JSON.stringify(message)});${chunk.text.slice(at)}` };
  }
  throw new BuildShapeError(`no chunk holds module ${id} ("${expose}")`);
}

/** Rewrites the version folder `dir` in place so `expose`'s mount throws (see throwInMount). */
export function makeMountThrow(dir: string, expose: string, message: string): void {
  const files = readdirSync(dir).filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
  const chunks = files.map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
  const rewritten = throwInMount(readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8'), chunks, expose, message);
  writeFileSync(path.join(dir, rewritten.chunk.file), rewritten.chunk.text);
  writeFileSync(path.join(dir, 'remoteEntry.js'), rewritten.entry);
  // A rebuild writes the scripts' hashes beside the entry too (the file a page falls back with).
  const hashFile = path.join(dir, CHUNK_HASHES_FILE);
  if (existsSync(hashFile)) {
    const hashes = JSON.parse(readFileSync(hashFile, 'utf8')) as Record<string, string>;
    writeFileSync(hashFile, `${JSON.stringify({ ...hashes, [rewritten.chunk.file]: sri(rewritten.chunk.text) }, null, 2)}\n`);
  }
}
