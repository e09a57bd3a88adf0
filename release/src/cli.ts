/**
 * The release tool (DESIGN.md §5):
 *   publish <remote> [--from <build dir>]   copy a build into an immutable version folder and activate it
 *   publish-all                             publish every remote's dist/ (what `npm run build` does)
 *   rollback <remote> [--to <version>]      activate an earlier (or any published) version
 *   list                                    every published version, the active ones marked *
 *   prune [--keep N]                        remove old version folders: keeps the active one, its
 *                                           rollback targets and the last N published (default 5)
 *   canary <remote> --version V | --from <dir> --percent P
 *                                           P % of visitors run V (or that build, published first)
 *   promote <remote> | halt <remote>        end the canary: everyone runs it, or nobody does
 *   status [--db file] [--hours H]          page views, failure rate and p75 load per remote@version
 * Options: --releases <dir> (default $RELEASES_DIR or ./releases).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { isReleaseError, ReleaseUsageError } from './errors';
import { listReleases } from './list';
import { prune } from './prune';
import { haltCanary, promoteCanary, startCanary } from './canary';
import { publish } from './publish';
import { rollback } from './rollback';
import { releaseStatus } from './status';

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

async function publishRemote(releasesDir: string, remote: RemoteName, from?: string, activate = true): Promise<string> {
  const packageDir = path.join(repoRoot, 'remotes', remote);
  const { version: packageVersion } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const result = await publish({ releasesDir, remote, buildDir: path.resolve(from ?? path.join(packageDir, 'dist')), packageVersion, activate });
  const state = activate ? 'active' : 'not active';
  console.log(result.created ? `published ${remote}@${result.version} (${state})` : `${remote}@${result.version} is already published; pointer unchanged`);
  return result.version;
}

function asPercent(value: string | undefined): number {
  const percent = Number(value);
  if (value === undefined || !Number.isFinite(percent)) throw new ReleaseUsageError(`--percent wants a number between 0 and 100, not "${value ?? ''}"`);
  return percent;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      releases: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      keep: { type: 'string' },
      version: { type: 'string' },
      percent: { type: 'string' },
      db: { type: 'string' },
      hours: { type: 'string' },
    },
  });
  const releasesDir = path.resolve(values.releases ?? process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
  const [command, remote] = positionals;
  switch (command) {
    case 'publish':
      await publishRemote(releasesDir, asRemote(remote), values.from);
      return;
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
    case 'canary': {
      const name = asRemote(remote);
      if ((values.version === undefined) === (values.from === undefined)) throw new ReleaseUsageError('canary wants --version V (published) or --from DIR (a build to publish), and --percent P');
      const percent = asPercent(values.percent);
      const version = values.version ?? (await publishRemote(releasesDir, name, values.from, false));
      const started = await startCanary({ releasesDir, remote: name, version, percent });
      console.log(`${remote}: canary ${started.canary} for ${started.percent} % of visitors, stable ${started.stable} (effective on the next page view)`);
      return;
    }
    case 'promote': {
      const { from, to } = await promoteCanary(releasesDir, asRemote(remote));
      console.log(`${remote}: canary ${to} promoted; stable was ${from}`);
      return;
    }
    case 'halt': {
      const { halted, stable } = await haltCanary(releasesDir, asRemote(remote));
      console.log(`${remote}: canary ${halted} halted; everyone runs ${stable} from the next page view`);
      return;
    }
    case 'status': {
      const dbFile = path.resolve(values.db ?? path.join(process.env.DATA_DIR ?? path.join(repoRoot, 'data'), 'site.sqlite'));
      const hours = values.hours === undefined ? undefined : Number(values.hours);
      if (hours !== undefined && !(hours > 0)) throw new ReleaseUsageError(`--hours wants a positive number, not "${values.hours}"`);
      (await releaseStatus({ releasesDir, dbFile, hours })).forEach((line) => console.log(line));
      return;
    }
    case 'list':
      (await listReleases(releasesDir)).forEach((line) => console.log(line));
      return;
    default:
      throw new ReleaseUsageError('usage: release publish <remote> [--from dir] | publish-all | rollback <remote> [--to version] | list | prune [--keep N] | canary <remote> (--version V | --from dir) --percent P | promote <remote> | halt <remote> | status [--db file] [--hours H]');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // The tool's own errors are one-line reasons; anything else keeps its stack for a bug report.
  console.error(isReleaseError(error) ? error.message : error);
  process.exitCode = 1;
});
