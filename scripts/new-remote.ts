/**
 * Writes a new remote, ready to build and publish, from `scripts/new-remote-template/`:
 *
 *   npm run new-remote -- <name> [--dir <folder holding remotes/>]   (default: this checkout)
 *
 * `remotes/<name>/` gets a package, its build config, `./health`, one module (`./hello`, declared
 * in `src/modules.ts`) with its test, and a demo page the reference site serves at
 * `/demo/remotes/<name>/`. Nothing outside that folder changes: `remotes/*` is the workspace
 * list, and the shell mounts whatever a published version declares.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { workspaceRemotes } from '@cms-mf/release/workspace-remotes';
import { checkNewRemoteName, readTemplate, remoteFiles } from './new-remote-files';

const REPO_ROOT = path.resolve(__dirname, '..');

function main(argv: string[]): number {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { dir: { type: 'string' } } });
  const root = path.resolve(values.dir ?? REPO_ROOT);
  const taken = [...new Set([...workspaceRemotes(REPO_ROOT), ...workspaceRemotes(root)])];
  const check = checkNewRemoteName(positionals[0], taken);
  if (!check.ok) return fail(check.reason);
  const target = path.join(root, 'remotes', check.name);
  if (existsSync(target)) return fail(`${path.relative(process.cwd(), target) || target} exists already; pick another name or remove the folder`);

  const files = remoteFiles(check.name, readTemplate());
  for (const file of files) {
    const to = path.join(target, ...file.path.split('/'));
    mkdirSync(path.dirname(to), { recursive: true });
    // `wx`: never write over a file, even one that appeared since the check above.
    writeFileSync(to, file.text, { flag: 'wx' });
  }
  console.log(`wrote ${target}/:\n${files.map((file) => `  ${file.path}`).join('\n')}\n\nnext:\n${nextSteps(check.name, root === REPO_ROOT ? undefined : target)}`);
  return 0;
}

/** What to run next: in this checkout a workspace build; elsewhere the folder's own build, published `--from` its output. */
function nextSteps(name: string, outside: string | undefined): string {
  const steps = outside
    ? [`(cd ${outside} && npx rspack build -c rspack.config.ts)`, `npm run release -- publish ${name} --from ${path.join(outside, 'dist')}`]
    : [`npm run build -w remotes/${name}`, `npm run release -- publish ${name}`, `npm run serve, then open http://127.0.0.1:8080/demo/remotes/${name}/`];
  return steps.map((step) => `  ${step}`).join('\n');
}

function fail(reason: string): number {
  console.error(`new-remote: ${reason}`);
  return 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.exitCode = fail(error instanceof Error ? error.message : String(error));
}
