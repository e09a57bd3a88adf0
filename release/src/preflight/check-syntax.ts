import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Script } from 'node:vm';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';

/**
 * The scripts of a version that do not parse: the entry and every script its manifest names.
 * Such a build would pass its hashes and fail in every browser, each page view paying a failed
 * download before the shell's fallback. `vm.Script` compiles without running anything.
 */
export async function checkSyntax(releasesDir: string, version: PublishedVersion, scripts: readonly string[]): Promise<string[]> {
  const versionDir = path.posix.dirname(version.entry);
  const files = [version.entry, ...scripts.map((file) => path.posix.join(versionDir, file))];
  const problems: string[] = [];
  for (const file of new Set(files)) {
    const source = await readFile(path.join(releasesDir, file), 'utf8').catch(() => undefined);
    // A missing file is checkFiles' problem to name.
    if (source === undefined) continue;
    const problem = syntaxProblem(source);
    if (problem) problems.push(`${path.posix.relative(versionDir, file)} does not parse as a script: ${problem}`);
  }
  return problems;
}

/** The syntax error of a classic script's source, or undefined when it parses. */
export function syntaxProblem(source: string): string | undefined {
  try {
    new Script(source);
    return undefined;
  } catch (error) {
    // By name: a SyntaxError of another realm (a test runner's) fails instanceof.
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    if (name === 'SyntaxError' && typeof message === 'string') return message;
    throw error;
  }
}
