import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';

/**
 * The same sources give the same bytes in any folder: the gallery built in two checkouts at
 * different depths writes the same files, byte for byte, and no file names the folder it was
 * built in. Each checkout has its own node_modules (hard links), so the packages' paths differ
 * too, as on another machine; a symlink would resolve to one path for both.
 */
const REPO_ROOT = path.resolve(__dirname, '..');
const PARTS = ['package.json', 'tsconfig.json', 'rspack.config.base.ts', 'build', 'dom-kit', 'shared-contracts', 'shell/package.json', 'shell/src', 'remotes/gallery/package.json', 'remotes/gallery/rspack.config.ts', 'remotes/gallery/src'];

function checkout(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const part of PARTS) cpSync(path.join(REPO_ROOT, part), path.join(dir, part), { recursive: true, verbatimSymlinks: true });
  // Hard links: a copy of node_modules in a blink, at its own path (the workspace links in it stay relative).
  execFileSync('cp', ['-al', path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

function buildGallery(root: string): string {
  const outDir = path.join(root, 'out');
  execFileSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
    cwd: path.join(root, 'remotes/gallery'),
    env: { ...process.env, NODE_ENV: 'production', CMS_MF_BUILD_LABEL: '', CMS_MF_OUT_DIR: outDir },
    stdio: 'pipe',
  });
  return outDir;
}

const filesIn = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'reproducible-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('the gallery built in two folders at different depths: every file the same, byte for byte, and no folder path in any', () => {
  const roots = [checkout(path.join(work, 'a', 'x')), checkout(path.join(work, 'bb', 'yy', 'zz'))];
  const [one, two] = roots.map(buildGallery) as [string, string];
  const files = filesIn(one);
  expect(files).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json', 'cmsmf-modules.json']));
  expect(filesIn(two)).toEqual(files);
  // The startup code's runtime import, now by package name, still goes to the shell's runtime (not bundled).
  expect(readFileSync(path.join(one, 'remoteEntry.js'), 'utf8')).toContain(SHARING_GLOBALS.createBundlerRuntime);
  for (const file of files) {
    const bytes = readFileSync(path.join(one, file));
    expect({ file, same: bytes.equals(readFileSync(path.join(two, file))) }).toEqual({ file, same: true });
    const text = bytes.toString('utf8');
    for (const folder of [...roots, REPO_ROOT, work]) expect({ file, names: text.includes(folder) || text.includes(encodeURIComponent(folder)) }).toEqual({ file, names: false });
  }
}, 180_000);
