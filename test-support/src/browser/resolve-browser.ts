import { BrowserUnavailableError, type BrowserAttempt } from './browser-unavailable-error';
import { fixCommand } from './fix-command';
import { installedBrowserPaths, type MachineFacts } from './installed-browser-paths';

/** Where the browser came from; named in the first line of every test and benchmark run. */
export type BrowserKind = 'CHROMIUM_PATH' | 'installed' | 'playwright' | 'packaged';

export interface ResolvedBrowser {
  readonly executablePath: string;
  readonly kind: BrowserKind;
}

/** The packaged browser could not be had; `missing` when its npm package is not installed. */
export class PackagedBrowserError extends Error {
  override readonly name = 'PackagedBrowserError';
  constructor(
    message: string,
    readonly missing: boolean,
  ) {
    super(message);
  }
}

export interface ResolverMachine extends MachineFacts {
  exists(path: string): boolean;
  /** Playwright's own downloaded browser, if this machine ever ran `playwright install`. */
  playwrightBrowserPath(): string | undefined;
  /** The Chromium inside the npm package, extracted once; throws `PackagedBrowserError`. */
  packagedBrowserPath(): string;
  readonly hasAptGet: boolean;
  readonly isRoot: boolean;
}

/** `CHROMIUM_PATH=packaged` forces the npm package's browser (the fresh-machine path). */
export const FORCE_PACKAGED = 'packaged';
/** `CHROMIUM_PATH=system` forces a browser installed on the machine (no packaged fallback). */
export const FORCE_INSTALLED = 'system';

/**
 * The one browser resolver: `CHROMIUM_PATH` when set (a path, `packaged` or `system`), else a
 * Chromium or Chrome already installed (the usual locations, then Playwright's own download), else
 * the headless Chromium shipped inside an npm package. Throws `BrowserUnavailableError` naming
 * every place tried and the fix.
 */
export function resolveBrowser(machine: ResolverMachine): ResolvedBrowser {
  const requested = machine.env['CHROMIUM_PATH']?.trim() ?? '';
  const attempts: BrowserAttempt[] = [];
  let packagedMissing = false;

  const fail = (fix = fixCommand({ ...machine, packagedMissing })): never => {
    throw new BrowserUnavailableError(attempts, fix);
  };

  const installed = (): ResolvedBrowser | undefined => {
    for (const candidate of installedBrowserPaths(machine)) {
      if (machine.exists(candidate)) return { executablePath: candidate, kind: 'installed' };
    }
    attempts.push({ source: 'installed', failure: `none of ${installedBrowserPaths(machine).join(', ') || 'the usual locations'} exists` });
    const playwright = machine.playwrightBrowserPath();
    if (playwright && machine.exists(playwright)) return { executablePath: playwright, kind: 'playwright' };
    attempts.push({ source: 'playwright', ...(playwright ? { path: playwright } : {}), failure: 'no browser downloaded by Playwright' });
    return undefined;
  };

  const packaged = (): ResolvedBrowser | undefined => {
    try {
      return { executablePath: machine.packagedBrowserPath(), kind: 'packaged' };
    } catch (error) {
      packagedMissing = error instanceof Error && error.name === 'PackagedBrowserError' && (error as PackagedBrowserError).missing;
      attempts.push({ source: 'packaged', failure: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  };

  if (requested === FORCE_PACKAGED) return packaged() ?? fail();
  if (requested === FORCE_INSTALLED) return installed() ?? fail();
  if (requested) {
    if (machine.exists(requested)) return { executablePath: requested, kind: 'CHROMIUM_PATH' };
    // A path the person chose is never silently replaced by another browser.
    attempts.push({ source: 'CHROMIUM_PATH', path: requested, failure: 'no file there' });
    return fail(`point CHROMIUM_PATH at an existing Chrome or Chromium executable, or unset it (\`${FORCE_PACKAGED}\` forces the packaged browser)`);
  }
  return installed() ?? packaged() ?? fail();
}
