import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PublishError } from './errors';

/** The federation manifest a remote build writes (`mf-manifest.json`): the parts the release tool reads. */
interface Assets {
  readonly js?: { readonly sync?: readonly string[]; readonly async?: readonly string[] };
}
interface BuildManifest {
  /** `requires`: the shared libraries a module needs before it runs (rspack.config.base.ts writes it); absent in older builds. */
  readonly exposes?: ReadonlyArray<{
    readonly path?: string;
    readonly assets?: Assets;
    readonly requires?: readonly string[];
    /** The chunks it needs on first use, and the shared libraries those need (rspack.config.base.ts `onUse`). */
    readonly onUse?: readonly string[];
    readonly onUseRequires?: readonly string[];
  }>;
  readonly shared?: ReadonlyArray<{ readonly assets?: Assets }>;
}

export const MANIFEST_FILE = 'mf-manifest.json';

/** What a build exposes, and for each exposed module the files it needs besides the entry. */
export interface BuildModules {
  /** Exposed paths, sorted: `./lightbox`. */
  readonly exposes: string[];
  /** Expose → its own chunks, the chunks it needs on first use, then the remote's shared chunks (relative to the build folder). */
  readonly files: Record<string, string[]>;
  /** The files of `files` that hold shared libraries. */
  readonly shared: ReadonlySet<string>;
  /** Every other script the manifest names (chunks a module imports later), sorted: the entry finds their hashes in the pointer too. */
  readonly later: string[];
}

const syncJs = (assets: Assets | undefined): readonly string[] => assets?.js?.sync ?? [];

/**
 * Reads the manifest. A module that needs shared libraries before it runs
 * (its `requires`) lists all of the remote's shared chunks: the shell requests
 * them in parallel with the entry, which saves a round trip. A module whose
 * `requires` is empty lists none: what it loads later (a chunk of its own that
 * renders with preact) gets them then. A manifest without `requires` lists
 * them for every module. The chunks a module needs on first use (`onUse`, the
 * lightbox's dialog) come with its own, and the shared chunks when they need
 * some: the page requests them together, and a click that comes early waits
 * for no further round trip.
 */
export async function readBuildModules(buildDir: string, entryFile: string): Promise<BuildModules> {
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(buildDir, MANIFEST_FILE), 'utf8')) as BuildManifest;
  } catch (error) {
    throw new PublishError(`${buildDir}: ${MANIFEST_FILE} is missing or not JSON (${(error as Error).message})`);
  }
  const shared = [...new Set((manifest.shared ?? []).flatMap((s) => syncJs(s.assets)))];
  const files: Record<string, string[]> = {};
  for (const expose of manifest.exposes ?? []) {
    if (typeof expose.path !== 'string') continue;
    const needsShared = expose.requires === undefined || expose.requires.length > 0 || (expose.onUseRequires?.length ?? 0) > 0;
    files[expose.path] = [...new Set([...syncJs(expose.assets), ...(expose.onUse ?? []), ...(needsShared ? shared : [])])].filter((file) => file !== entryFile);
  }
  const listed = new Set([entryFile, ...Object.values(files).flat()]);
  const scripts = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(({ assets }) => [...syncJs(assets), ...(assets?.js?.async ?? [])]);
  const later = [...new Set(scripts)].filter((file) => !listed.has(file)).sort();
  return { exposes: Object.keys(files).sort(), files, shared: new Set(shared), later };
}
