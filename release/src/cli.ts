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
 *   canary <remote> --version V | --from <dir> --percent P [--max-failure-rate PTS] [--max-inp-regression MS] [--min-page-views N]
 *                                           P % of visitors run V (or that build, published first), within guard rails
 *   promote <remote> | halt <remote>        end the canary: everyone runs it, or nobody does
 *   watch <remote> [--db file]              halt the canary if it broke its guard rails (schedule it)
 *   status [--db file] [--hours H]          page views, failure rate, p75 load, INP and CLS per remote@version;
 *                                           then every canary judged as watch does
 * Options: --releases <dir> (default $RELEASES_DIR or ./releases); --help (-h) on the tool or a command.
 * Every argument is checked (cli-args.ts) before anything changes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { type Invocation, parseCommandLine } from './cli-args';
import { isReleaseError } from './errors';
import { listReleases } from './list';
import { prune } from './prune';
import { haltCanary, promoteCanary, startCanary } from './canary';
import { publish } from './publish';
import { publishMessage } from './publish-message';
import { workspaceRemotes } from './workspace-remotes';
import { rollback } from './rollback';
import { releaseStatus } from './status';
import { watchCanary } from './canary-watch';

/** The site's database, which stores the field telemetry: `--db`, else `$DATA_DIR/site.sqlite`, else ./data/site.sqlite. */
const telemetryDb = (db: string | undefined) => path.resolve(db ?? path.join(process.env.DATA_DIR ?? path.join(repoRoot, 'data'), 'site.sqlite'));

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

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

/** Runs one checked invocation (cli-args.ts): every argument is valid before anything changes. */
async function run(releasesDir: string, invocation: Invocation): Promise<void> {
  switch (invocation.command) {
    case 'help':
      console.log(invocation.text);
      return;
    case 'publish':
      await publishRemote(releasesDir, invocation.remote, invocation.from, true, invocation.activate);
      return;
    case 'publish-all':
      for (const name of workspaceRemotes(repoRoot)) await publishRemote(releasesDir, name);
      return;
    case 'rollback': {
      const { remote, to } = invocation;
      const result = await rollback({ releasesDir, remote, to });
      console.log(`${remote}: ${result.from} -> ${result.to} (effective on the next page view)`);
      return;
    }
    case 'prune': {
      const { remote, keep, graceHours } = invocation;
      const removed = await prune({ releasesDir, remote, keep, graceHours });
      console.log(removed.length > 0 ? `removed ${removed.join(', ')}` : 'nothing to prune');
      return;
    }
    case 'canary': {
      const { remote, percent, guard } = invocation;
      const version = invocation.version ?? (await publishRemote(releasesDir, remote, invocation.from, false));
      const started = await startCanary({ releasesDir, remote, version, percent, guard });
      const rails = started.guard;
      console.log(`${remote}: canary ${started.canary} for ${started.percent} % of visitors, stable ${started.stable} (effective on the next page view)`);
      console.log(`  guard rails: failure rate at most +${rails.maxFailureRate} points, p75 INP at most +${rails.maxInpRegressionMs} ms, from ${rails.minPageViews} page views each (release watch ${remote})`);
      return;
    }
    case 'promote': {
      const { from, to } = await promoteCanary(releasesDir, invocation.remote);
      console.log(`${invocation.remote}: canary ${to} promoted; stable was ${from}`);
      return;
    }
    case 'halt': {
      const { halted, stable } = (await haltCanary(releasesDir, invocation.remote))!;
      console.log(`${invocation.remote}: canary ${halted} halted; everyone runs ${stable} from the next page view`);
      return;
    }
    case 'watch':
      console.log(await watchCanary({ releasesDir, dbFile: telemetryDb(invocation.db) }, invocation.remote));
      return;
    case 'status':
      (await releaseStatus({ releasesDir, dbFile: telemetryDb(invocation.db), hours: invocation.hours })).forEach((line) => console.log(line));
      return;
    case 'list':
      (await listReleases(releasesDir)).forEach((line) => console.log(line));
      return;
  }
}

async function main(argv: string[]): Promise<void> {
  const { invocation, releases } = parseCommandLine(argv);
  await run(path.resolve(releases ?? process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases')), invocation);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // The tool's own errors are one-line reasons; anything else keeps its stack for a bug report.
  console.error(isReleaseError(error) ? error.message : error);
  process.exitCode = 1;
});
