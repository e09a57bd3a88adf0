import { existsSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { packagedBrowserPath } from './packaged-browser';
import { resolveBrowser, type ResolvedBrowser } from './resolve-browser';

/** Playwright's own download for its pinned revision, when `playwright install` ever ran here. */
function playwrightBrowserPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined; // a platform Playwright has no build for
  }
}

/** `resolveBrowser` on this machine: its environment, its files, its packaged browser. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): ResolvedBrowser {
  return resolveBrowser({
    platform: process.platform,
    env,
    homeDir: os.homedir(),
    exists: existsSync,
    playwrightBrowserPath,
    packagedBrowserPath,
    hasAptGet: existsSync('/usr/bin/apt-get'),
    isRoot: process.getuid?.() === 0,
  });
}
