import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A shared module a build provides and requires, as its manifest records it. */
export interface SharedDeclaration {
  readonly name: string;
  readonly version: string;
  readonly requiredVersion: string;
  readonly singleton: boolean;
}

/** What pre-flight reads from a build's `mf-manifest.json`. */
export interface BuildManifestFiles {
  /** Every script the manifest names (exposes' and shared modules' chunks, sync and async), relative to the build. */
  readonly scripts: string[];
  readonly shared: SharedDeclaration[];
}

interface Assets {
  readonly js?: { readonly sync?: readonly string[]; readonly async?: readonly string[] };
}
interface RawManifest {
  readonly exposes?: ReadonlyArray<{ readonly assets?: Assets }>;
  readonly shared?: ReadonlyArray<{ readonly name?: unknown; readonly version?: unknown; readonly requiredVersion?: unknown; readonly singleton?: unknown; readonly assets?: Assets }>;
}

const scriptsOf = (assets: Assets | undefined) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? [])];

/** Reads a version folder's manifest; a missing one reads as empty (publish itself refuses a build without one). */
export async function readManifestFiles(versionDir: string): Promise<BuildManifestFiles> {
  const raw = JSON.parse(await readFile(path.join(versionDir, 'mf-manifest.json'), 'utf8').catch(() => '{}')) as RawManifest;
  const scripts = new Set<string>();
  (raw.exposes ?? []).forEach((e) => scriptsOf(e.assets).forEach((f) => scripts.add(f)));
  (raw.shared ?? []).forEach((s) => scriptsOf(s.assets).forEach((f) => scripts.add(f)));
  const shared = (raw.shared ?? []).flatMap((s) =>
    typeof s.name === 'string' && typeof s.version === 'string'
      ? [{ name: s.name, version: s.version, requiredVersion: typeof s.requiredVersion === 'string' ? s.requiredVersion : `^${s.version}`, singleton: s.singleton === true }]
      : [],
  );
  return { scripts: [...scripts].sort(), shared };
}
