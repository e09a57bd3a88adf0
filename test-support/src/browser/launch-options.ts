import type { LaunchOptions } from 'playwright-core';
import type { ResolvedBrowser } from './resolve-browser';

/**
 * The same flags for every browser, system or packaged. The packaged browser's own argument list
 * is deliberately not used: it is made for serverless hosts and turns off web security and site
 * isolation, which would hide the CORS, CSP and isolation faults the tests exist to catch.
 * These flags only keep the browser from calling home, which this closed network refuses, and let
 * it run as root in a container.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumLaunchOptions(browser: ResolvedBrowser): LaunchOptions {
  return { executablePath: browser.executablePath, args: [...CHROMIUM_ARGS] };
}
