import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { containerName, HEALTH_EXPOSE, isRecord } from '@cms-mf/shared-contracts';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { MANIFEST_FILE } from '../build-manifest';


/** What a build holds that the shell relies on, as read from its version folder. */
export interface BuildFacts {
  /** The parsed `mf-manifest.json`, or undefined when it is missing or not JSON. */
  readonly manifest: unknown;
  /** What the build exposes. */
  readonly exposes: readonly string[];
  /** The entry's source. */
  readonly entrySource: string;
  /** The scripts the manifest names (the entry loads them as chunks). */
  readonly chunks: readonly string[];
}

/**
 * What a build lacks of what the shell needs from every remote, whichever plugin built it
 * (build/federation-preset.ts sets each one), each problem in words. Its MODULES_FILE is read,
 * and judged, by publish (build-declarations.ts). A name or library type
 * the manifest does not state is not judged: the files' own checks catch a build without one.
 */
export function requirementProblems(remote: string, facts: BuildFacts): string[] {
  const problems: string[] = [];
  const expected = containerName(remote);
  if (!facts.exposes.includes(HEALTH_EXPOSE)) problems.push(`it does not expose ${HEALTH_EXPOSE}, which the shell's health check loads`);
  if (!isRecord(facts.manifest)) {
    problems.push(`it has no readable ${MANIFEST_FILE}, from which publishing lists each module's files and pre-flight reads its shared singletons`);
  } else {
    const meta = isRecord(facts.manifest.metaData) ? facts.manifest.metaData : {};
    for (const [what, name] of [['container', facts.manifest.name], ['library', meta.globalName]] as const) {
      if (name !== undefined && name !== expected) problems.push(`its ${what} is named ${JSON.stringify(name)}, but the shell looks for ${expected}`);
    }
    const type = isRecord(meta.remoteEntry) ? meta.remoteEntry.type : undefined;
    if (type !== undefined && type !== 'global') problems.push(`its library type is ${JSON.stringify(type)}, not "global": a failed version's container could not be removed, so no older version could load in its place`);
  }
  // Pinned by hashes it carries, or by the ones the pointer lists (the preset's entries look them up there).
  const pinsChunks = /sha384-[A-Za-z0-9+/]{64}/.test(facts.entrySource) || facts.entrySource.includes(SHARING_GLOBALS.chunkIntegrity);
  if (facts.chunks.length > 0 && !pinsChunks) {
    problems.push('its entry loads its chunks without integrity hashes (SubresourceIntegrityPlugin, sha384): the shell runs only code whose bytes it can check');
  }
  return problems;
}

const readJson = (file: string): Promise<unknown> => readFile(file, 'utf8').then((text) => JSON.parse(text) as unknown).catch(() => undefined);

/** Reads a version folder's facts and returns what it lacks (requirementProblems). */
export async function checkRequirements(releasesDir: string, remote: string, version: PublishedVersion, chunks: readonly string[]): Promise<string[]> {
  const versionDir = path.join(releasesDir, path.dirname(version.entry));
  const [manifest, entrySource] = await Promise.all([
    readJson(path.join(versionDir, MANIFEST_FILE)),
    readFile(path.join(releasesDir, version.entry), 'utf8').catch(() => ''),
  ]);
  return requirementProblems(remote, { manifest, exposes: version.exposes, entrySource, chunks });
}
