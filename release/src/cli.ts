/**
 * The release tool (DESIGN.md §5):
 *   publish <remote> [--from <build dir>]   copy a build into an immutable version folder and activate it
 *   publish-all                             publish every remote's dist/ (what `npm run build` does)
 *   rollback <remote> [--to <version>]      activate an earlier (or any published) version
 *   list                                    every published version, the active ones marked *
 *   prune [--keep N]                        remove old version folders: keeps the active one, its
 *                                           rollback targets and the last N published (default 5)
 * Options: --releases <dir> (default $RELEASES_DIR or ./releases).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { isReleaseError, ReleaseUsageError } from './errors';
import { listReleases } from './list';
import { prune } from './prune';
import { publish } from './publish';
import { rollback } from './rollback';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function asRemote(value: string | undefined): RemoteName {
  if (!REMOTE_NAMES.includes(value as RemoteName)) throw new ReleaseUsageError(`unknown remote "${value ?? ''}": one of ${REMOTE_NAMES.join(', ')}`);
  return value as RemoteName;
}

function asCount(value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new ReleaseUsageError(`--keep wants a whole number of versions, not "${value}"`);
  return count;
}

async function publishRemote(releasesDir: string, remote: RemoteName, from?: string): Promise<void> {
  const packageDir = path.join(repoRoot, 'remotes', remote);
  const { version: packageVersion } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const result = await publish({ releasesDir, remote, buildDir: path.resolve(from ?? path.join(packageDir, 'dist')), packageVersion });
  console.log(result.created ? `published ${remote}@${result.version} (active)` : `${remote}@${result.version} is already published; pointer unchanged`);
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { releases: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, keep: { type: 'string' } },
  });
  const releasesDir = path.resolve(values.releases ?? process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
  const [command, remote] = positionals;
  switch (command) {
    case 'publish':
      return publishRemote(releasesDir, asRemote(remote), values.from);
    case 'publish-all':
      for (const name of REMOTE_NAMES) await publishRemote(releasesDir, name);
      return;
    case 'rollback': {
      const { from, to } = await rollback({ releasesDir, remote: asRemote(remote), to: values.to });
      console.log(`${remote}: ${from} -> ${to} (effective on the next page view)`);
      return;
    }
    case 'prune': {
      const removed = await prune({ releasesDir, keep: values.keep === undefined ? undefined : asCount(values.keep) });
      console.log(removed.length > 0 ? `removed ${removed.join(', ')}` : 'nothing to prune');
      return;
    }
    case 'list':
      (await listReleases(releasesDir)).forEach((line) => console.log(line));
      return;
    default:
      throw new ReleaseUsageError('usage: release publish <remote> [--from dir] | publish-all | rollback <remote> [--to version] | list | prune [--keep N]');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // The tool's own errors are one-line reasons; anything else keeps its stack for a bug report.
  console.error(isReleaseError(error) ? error.message : error);
  process.exitCode = 1;
});
