import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { BrowserUnavailableError } from './browser-unavailable-error';
import { findBrowser } from './find-browser';
import { fixCommand } from './fix-command';
import { chromiumLaunchOptions } from './launch-options';
import type { ResolvedBrowser } from './resolve-browser';

/** Launches the resolved browser; a browser that is found but does not start gets the same clear error. */
export async function launchBrowser(resolved: ResolvedBrowser = findBrowser()): Promise<Browser> {
  try {
    return await chromium.launch(chromiumLaunchOptions(resolved));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join('\n    ');
    throw new BrowserUnavailableError(
      [{ source: resolved.kind, path: resolved.executablePath, failure: `found, but it did not start:\n    ${reason}` }],
      fixCommand({ platform: process.platform, hasAptGet: existsSync('/usr/bin/apt-get'), isRoot: process.getuid?.() === 0, packagedMissing: false }),
    );
  }
}

/** The line that opens every browser test run and benchmark run: timings from different browsers must not be compared. */
export function describeBrowser(resolved: ResolvedBrowser, version: string): string {
  return `Browser: Chromium ${version} (${resolved.kind}) at ${resolved.executablePath}`;
}
