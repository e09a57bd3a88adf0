/**
 * The release tool (DESIGN.md §5):
 *   publish <remote> [--from <build dir>]   copy a build into an immutable version folder and activate it
 *   publish-all                             publish every remote's dist/ (what `npm run build` does)
 *   rollback <remote> [--to <version>]      activate an earlier (or any published) version
 *   list                                    every published version, the active ones marked *
 * Options: --releases <dir> (default $RELEASES_DIR or ./releases).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { listReleases } from './list';
import { publish } from './publish';
import { rollback } from './rollback';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function asRemote(value: string | undefined): RemoteName {
  if (!REMOTE_NAMES.includes(value as RemoteName)) throw new Error(`unknown remote "${value ?? ''}": one of ${REMOTE_NAMES.join(', ')}`);
  return value as RemoteName;
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
    options: { releases: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
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
    case 'list':
      (await listReleases(releasesDir)).forEach((line) => console.log(line));
      return;
    default:
      throw new Error('usage: release publish <remote> [--from dir] | publish-all | rollback <remote> [--to version] | list');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
