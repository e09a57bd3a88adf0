/**
 * The release tool (DESIGN.md §5):
 *   publish <remote> [--from <build dir>] [--activate]
 *                                           copy a build into an immutable version folder and activate it;
 *                                           bytes already published change nothing, unless --activate
 *                                           makes them active again (undoing a rollback on purpose)
 *   publish-all                             publish every remote's dist/ (what `npm run build` does);
 *                                           an unchanged remote stays as ops left it
 *   rollback <remote> [--to <version>]      activate an earlier (or any published) version
 *   list                                    every published version, the active ones marked *
 *   prune [<remote>] [--keep N] [--grace-hours H]
 *                                           remove old version folders: keeps the active one, its
 *                                           rollback targets, the last N published (default 5) and
 *                                           any served in the last H hours (default 24)
 *   canary <remote> --version V | --from <dir> --percent P
 *                                           P % of visitors run V (or that build, published first)
 *   promote <remote> | halt <remote>        end the canary: everyone runs it, or nobody does
 *   status [--db file] [--hours H]          page views, failure rate and p75 load per remote@version
 * Options: --releases <dir> (default $RELEASES_DIR or ./releases).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { isRemoteName } from '@cms-mf/shared-contracts/registry/module-declaration';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { isReleaseError, ReleaseUsageError } from './errors';
import { listReleases } from './list';
import { prune } from './prune';
import { haltCanary, promoteCanary, startCanary } from './canary';
import { publish } from './publish';
import { publishMessage } from './publish-message';
import { workspaceRemotes } from './workspace-remotes';
import { rollback } from './rollback';
import { releaseStatus } from './status';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Any remote's name: the tool serves remotes this checkout has never heard of (built elsewhere, `--from`). */
function asRemote(value: string | undefined): RemoteName {
  if (!isRemoteName(value)) throw new ReleaseUsageError(`"${value ?? ''}" is not a remote's name: lower-case letters, digits and dashes, starting with a letter`);
  return value;
}

function asCount(value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new ReleaseUsageError(`--keep wants a whole number of versions, not "${value}"`);
  return count;
}

/** The package version the folder name starts with: the remote's package.json here, or beside a build from elsewhere. */
async function packageVersionOf(remote: RemoteName, buildDir: string): Promise<string> {
  for (const file of [path.join(repoRoot, 'remotes', remote, 'package.json'), path.join(buildDir, '..', 'package.json')]) {
    if (!existsSync(file)) continue;
    const { version } = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown };
    if (typeof version === 'string' && /^[\w.+-]{1,40}$/.test(version)) return version;
  }
  return '0.0.0';
}

async function publishRemote(releasesDir: string, remote: RemoteName, from?: string, activate = true, reactivate = false): Promise<string> {
  const buildDir = path.resolve(from ?? path.join(repoRoot, 'remotes', remote, 'dist'));
  const result = await publish({ releasesDir, remote, buildDir, packageVersion: await packageVersionOf(remote, buildDir), activate, reactivate });
  console.log(publishMessage(remote, result));
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
      activate: { type: 'boolean' },
      'grace-hours': { type: 'string' },
      db: { type: 'string' },
      hours: { type: 'string' },
    },
  });
  const releasesDir = path.resolve(values.releases ?? process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
  const [command, remote] = positionals;
  switch (command) {
    case 'publish':
      await publishRemote(releasesDir, asRemote(remote), values.from, true, values.activate === true);
      return;
    case 'publish-all':
      for (const name of workspaceRemotes(repoRoot)) await publishRemote(releasesDir, name);
      return;
    case 'rollback': {
      const { from, to } = await rollback({ releasesDir, remote: asRemote(remote), to: values.to });
      console.log(`${remote}: ${from} -> ${to} (effective on the next page view)`);
      return;
    }
    case 'prune': {
      const graceHours = values['grace-hours'] === undefined ? undefined : Number(values['grace-hours']);
      if (graceHours !== undefined && !(graceHours >= 0)) throw new ReleaseUsageError(`--grace-hours wants a number of hours, not "${values['grace-hours']}"`);
      const removed = await prune({ releasesDir, remote: remote === undefined ? undefined : asRemote(remote), keep: values.keep === undefined ? undefined : asCount(values.keep), graceHours });
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
      throw new ReleaseUsageError('usage: release publish <remote> [--from dir] [--activate] | publish-all | rollback <remote> [--to version] | list | prune [remote] [--keep N] [--grace-hours H] | canary <remote> (--version V | --from dir) --percent P | promote <remote> | halt <remote> | status [--db file] [--hours H]');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // The tool's own errors are one-line reasons; anything else keeps its stack for a bug report.
  console.error(isReleaseError(error) ? error.message : error);
  process.exitCode = 1;
});
