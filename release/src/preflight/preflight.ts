import path from 'node:path';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { activeVersion, type PublishedVersion, type ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { declaredExposes } from '../build-declarations';
import { PreflightError } from '../errors';
import { droppedExposes } from './check-exposes';
import { checkFiles } from './check-files';
import { checkRequirements } from './check-requirements';
import { checkSyntax } from './check-syntax';
import { sharedConflicts, type ActiveShared } from './check-shared';
import { readManifestFiles } from './manifest-files';

/**
 * The checks a build passes before it becomes active (as the active version or a
 * canary), always against the live pointer, never the publisher's checkout: its files, that its
 * scripts parse, its declarations (`problems`, read by the caller), the modules the active version puts on pages,
 * and its shared singletons against every other active remote. Throws a PreflightError listing
 * every problem; the caller then leaves the pointer untouched.
 */
export async function preflight(releasesDir: string, remote: RemoteName, version: PublishedVersion, pointer: ReleasePointer, declarationProblems: readonly string[] = []): Promise<void> {
  const versionDir = path.join(releasesDir, path.dirname(version.entry));
  const manifest = await readManifestFiles(versionDir);
  const problems = [...(await checkFiles(releasesDir, version, manifest)), ...declarationProblems];
  problems.push(...(await checkSyntax(releasesDir, version, manifest.scripts)));
  problems.push(...(await checkRequirements(releasesDir, remote, version, manifest.scripts)));
  const active = activeVersion(pointer.remotes[remote]);
  const dropped = active ? droppedExposes(declaredExposes(active), active.exposes, version.exposes) : [];
  if (dropped.length > 0) problems.push(`it drops ${dropped.join(', ')}, which the active ${remote}@${active!.version} puts on pages (a newer checkout's work?)`);
  const others: ActiveShared[] = [];
  for (const [name, release] of Object.entries(pointer.remotes)) {
    const other = activeVersion(release);
    if (name === remote || !other) continue;
    others.push({ remote: `${name}@${other.version}`, shared: (await readManifestFiles(path.join(releasesDir, path.dirname(other.entry)))).shared });
  }
  problems.push(...sharedConflicts(manifest.shared, others));
  if (problems.length > 0) throw new PreflightError(`${remote}@${version.version} failed pre-flight; the pointer is unchanged:\n  - ${problems.join('\n  - ')}`);
}
