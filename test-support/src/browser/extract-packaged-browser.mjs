// Extracts @sparticuz/chromium's browser into the folder named by argv[2], atomically: into a
// staging folder first, renamed when complete, so an interrupted run never leaves half a browser.
// The package extracts into os.tmpdir(), which reads TMPDIR, so the staging folder is lent as TMPDIR.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import process from 'node:process';
import path from 'node:path';

const target = process.argv[2];
if (!target) throw new Error('usage: extract-packaged-browser.mjs <folder>');
const staging = `${target}.partial-${process.pid}`;
mkdirSync(staging, { recursive: true });
process.env.TMPDIR = staging;
try {
  const { default: Chromium } = await import('@sparticuz/chromium');
  await Chromium.executablePath();
  renameSync(staging, target);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  // Another run finished the same extraction first: use theirs.
  if (!existsSync(path.join(target, 'chromium'))) throw error;
}
