import { isBrowserUnavailableError, type BrowserUnavailableError } from './browser-unavailable-error';
import { PackagedBrowserError, resolveBrowser, type ResolverMachine } from './resolve-browser';

const PACKAGED = '/repo/node_modules/.cache/cmsmf-chromium/153.0.0/chromium';
const PLAYWRIGHT = '/home/ada/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

/** A Debian machine with the given files; the packaged browser extracts unless told otherwise. */
function machine(files: readonly string[], overrides: Partial<ResolverMachine> = {}): ResolverMachine {
  return {
    platform: 'linux',
    env: {},
    homeDir: '/home/ada',
    exists: (path) => files.includes(path),
    playwrightBrowserPath: () => PLAYWRIGHT,
    packagedBrowserPath: () => PACKAGED,
    hasAptGet: true,
    isRoot: false,
    ...overrides,
  };
}

function thrown(run: () => unknown): BrowserUnavailableError {
  try {
    run();
  } catch (error) {
    if (isBrowserUnavailableError(error)) return error;
    throw error;
  }
  throw new Error('expected the resolver to fail');
}

describe('the order of the resolver', () => {
  test('CHROMIUM_PATH wins over an installed browser', () => {
    const m = machine(['/opt/chromium/chrome', '/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/chromium/chrome' } });
    expect(resolveBrowser(m)).toEqual({ executablePath: '/opt/chromium/chrome', kind: 'CHROMIUM_PATH' });
  });

  test('an installed browser comes before Playwright’s download and the packaged one, distribution packages first', () => {
    expect(resolveBrowser(machine(['/usr/bin/google-chrome', '/usr/bin/chromium', PLAYWRIGHT]))).toEqual({ executablePath: '/usr/bin/chromium', kind: 'installed' });
    expect(resolveBrowser(machine(['/usr/bin/google-chrome', PLAYWRIGHT]))).toEqual({ executablePath: '/usr/bin/google-chrome', kind: 'installed' });
  });

  test('Playwright’s own browser comes before the packaged one', () => {
    expect(resolveBrowser(machine([PLAYWRIGHT]))).toEqual({ executablePath: PLAYWRIGHT, kind: 'playwright' });
  });

  test('with no browser on the machine, the packaged one is used', () => {
    expect(resolveBrowser(machine([]))).toEqual({ executablePath: PACKAGED, kind: 'packaged' });
  });

  test('CHROMIUM_PATH=packaged forces the packaged browser on a machine that has a system one', () => {
    const m = machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: 'packaged' } });
    expect(resolveBrowser(m)).toEqual({ executablePath: PACKAGED, kind: 'packaged' });
  });

  test('CHROMIUM_PATH=system never falls back on the packaged browser', () => {
    const error = thrown(() => resolveBrowser(machine([], { env: { CHROMIUM_PATH: 'system' } })));
    expect(error.attempts.map((a) => a.source)).toEqual(['installed', 'playwright']);
  });

  test('macOS: the Chrome and Chromium apps, system-wide then the user’s', () => {
    const userChrome = '/Users/ada/Applications/Chromium.app/Contents/MacOS/Chromium';
    const m = machine([userChrome], { platform: 'darwin', homeDir: '/Users/ada' });
    expect(resolveBrowser(m)).toEqual({ executablePath: userChrome, kind: 'installed' });
  });

  test('Windows: Chrome under Program Files or the user’s local app data', () => {
    const chrome = 'C:\\Users\\ada\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    const m = machine([chrome], { platform: 'win32', env: { LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local' } });
    expect(resolveBrowser(m)).toEqual({ executablePath: chrome, kind: 'installed' });
  });
});

describe('the error when no browser can be had', () => {
  test('a CHROMIUM_PATH that names no file is never replaced by another browser', () => {
    const error = thrown(() => resolveBrowser(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/missing/chrome' } })));
    expect(error.message).toContain('CHROMIUM_PATH (/opt/missing/chrome): no file there');
    expect(error.fix).toMatch(/^point CHROMIUM_PATH at an existing/);
  });

  test('lists every place tried, in order, with what failed, then the fix', () => {
    const packaged = () => {
      throw new PackagedBrowserError('the npm package @sparticuz/chromium is not installed', true);
    };
    const error = thrown(() => resolveBrowser(machine([], { packagedBrowserPath: packaged, playwrightBrowserPath: () => undefined })));
    expect(error.message.split('\n')).toEqual([
      'No Chromium or Chrome could be found or started for the browser tests and the benchmark.',
      'Tried, in order:',
      '  - installed: none of /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome-stable, /usr/bin/google-chrome, /snap/bin/chromium, /opt/google/chrome/chrome exists',
      '  - playwright: no browser downloaded by Playwright',
      '  - packaged: the npm package @sparticuz/chromium is not installed',
      'Fix: npm install (it installs the packaged Chromium, a devDependency)',
    ]);
  });

  test('a packaged browser that fails to extract on Debian points at the system package, with sudo only when needed', () => {
    const broken = () => {
      throw new PackagedBrowserError('extracting failed: ENOSPC', false);
    };
    expect(thrown(() => resolveBrowser(machine([], { packagedBrowserPath: broken }))).fix).toMatch(/^sudo apt-get install -y chromium/);
    expect(thrown(() => resolveBrowser(machine([], { packagedBrowserPath: broken, isRoot: true }))).fix).toMatch(/^apt-get install -y chromium/);
  });

  test('on macOS the fix installs Chrome', () => {
    const none = () => {
      throw new PackagedBrowserError('Linux only', false);
    };
    expect(thrown(() => resolveBrowser(machine([], { platform: 'darwin', packagedBrowserPath: none }))).fix).toMatch(/^brew install --cask google-chrome/);
  });
});
