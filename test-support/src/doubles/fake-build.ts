import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MODULES_FILE } from '@cms-mf/shared-contracts/registry/module-declaration';
import { SRI_ALGORITHM } from '@cms-mf/shared-contracts/release/release-pointer';

/** The subresource-integrity value of a file's text, as a remote's entry pins its chunks. */
const sri = (text: string): string => `${SRI_ALGORITHM}-${createHash(SRI_ALGORITHM).update(text).digest('base64')}`;

export interface FakeBuildOptions {
  readonly exposes?: readonly string[];
  /** Shared singletons the manifest declares: name → [version, requiredVersion]. @default preact 11.2.0 */
  readonly shared?: Readonly<Record<string, readonly [string, string]>>;
  /** Each module's `requires` in the manifest (the shared libraries it needs before it runs); absent by default, as in older builds. */
  readonly requires?: Readonly<Record<string, readonly string[]>>;
  /** Modules with a chunk they need on first use (`dialog.ghi.js`, written when any): the shared libraries that chunk needs. */
  readonly onUse?: Readonly<Record<string, readonly string[]>>;
  /** What MODULES_FILE declares, or null for a build without one. @default each expose but `./health` on `.fake-<name>`, at interaction */
  readonly modules?: readonly unknown[] | null;
}

/**
 * A build folder shaped like a real remote build, for the release tool's tests: an entry that pins
 * its chunks' hashes (as the SRI plugin makes it), a module chunk, a shared chunk and a manifest.
 */
export async function fakeBuild(dir: string, entrySource: string, options: FakeBuildOptions = {}): Promise<string> {
  const exposes = options.exposes ?? ['./health', './lightbox'];
  const shared = options.shared ?? { preact: ['11.2.0', '^11.2.0'] };
  await mkdir(dir, { recursive: true });
  const chunk = `/* chunk of ${path.basename(dir)} */`;
  const ui = '/* shared ui */';
  await writeFile(path.join(dir, 'chunk.abc.js'), chunk);
  await writeFile(path.join(dir, 'ui.def.js'), ui);
  if (options.onUse) await writeFile(path.join(dir, 'dialog.ghi.js'), '/* dialog */');
  const pins = [sri(chunk), sri(ui)];
  await writeFile(path.join(dir, 'remoteEntry.js'), `${entrySource}\n/* sriHashes=${JSON.stringify(pins)} */`);
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      exposes: exposes.map((p) => ({ path: p, assets: { js: { sync: p === './lightbox' ? ['chunk.abc.js'] : [] } }, ...(options.requires?.[p] ? { requires: options.requires[p] } : {}),
        ...(options.onUse?.[p] ? { onUse: ['dialog.ghi.js'], onUseRequires: options.onUse[p] } : {}),
      })),
      shared: Object.entries(shared).map(([name, [version, requiredVersion]]) => ({ name, version, requiredVersion, singleton: true, assets: { js: { sync: ['ui.def.js'] } } })),
    }),
  );
  const modules = options.modules === undefined ? exposes.filter((p) => p !== './health').map((p) => ({ selector: `.fake-${p.slice(2)}`, expose: p, load: 'interaction' })) : options.modules;
  if (modules !== null) await writeFile(path.join(dir, MODULES_FILE), JSON.stringify({ modules }));
  return dir;
}
