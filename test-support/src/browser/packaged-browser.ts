import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PackagedBrowserError } from './resolve-browser';

const PACKAGE = '@sparticuz/chromium';

/**
 * The headless Chromium shipped (brotli-compressed) inside an npm package, for Linux machines with
 * no browser installed. It is extracted once into the project's `node_modules/.cache`, keyed by the
 * package version, and reused by every later run; an extraction runs in a child process so that
 * synchronous callers (Playwright's config) can use it.
 */
export function packagedBrowserPath(): string {
  if (process.platform !== 'linux') {
    throw new PackagedBrowserError(`${PACKAGE} ships a Chromium for Linux only, not for ${process.platform}`, false);
  }
  let entry: string;
  try {
    entry = require.resolve(PACKAGE);
  } catch {
    throw new PackagedBrowserError(`the npm package ${PACKAGE} is not installed`, true);
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const nodeModules = path.resolve(packageDir, '../..');
  const cacheDir = path.join(nodeModules, '.cache', 'cmsmf-chromium', version);
  const executable = path.join(cacheDir, 'chromium');
  if (existsSync(executable)) return executable;
  try {
    execFileSync(process.execPath, [path.join(__dirname, 'extract-packaged-browser.mjs'), cacheDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new PackagedBrowserError(`extracting ${PACKAGE}@${version} into ${cacheDir} failed: ${stderr || String(error)}`, false);
  }
  if (!existsSync(executable)) throw new PackagedBrowserError(`${PACKAGE}@${version} extracted no chromium into ${cacheDir}`, false);
  return executable;
}
