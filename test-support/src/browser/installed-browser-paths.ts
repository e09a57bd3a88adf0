import path from 'node:path';

/** What the resolver needs to know of the machine; tests pass their own. */
export interface MachineFacts {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly homeDir: string;
}

const LINUX_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
];

const MAC_APPS = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium'];

const WINDOWS_CHROME = path.win32.join('Google', 'Chrome', 'Application', 'chrome.exe');

/**
 * Where a Chromium or Chrome that a person installed usually lives, in the order they are tried:
 * distribution packages before vendor builds, because CI machines install the former.
 */
export function installedBrowserPaths({ platform, env, homeDir }: MachineFacts): readonly string[] {
  switch (platform) {
    case 'linux':
      return LINUX_PATHS;
    case 'darwin':
      return [
        ...MAC_APPS.map((app) => path.posix.join('/Applications', app)),
        ...MAC_APPS.map((app) => path.posix.join(homeDir, 'Applications', app)),
      ];
    case 'win32':
      return [env['PROGRAMFILES'], env['PROGRAMFILES(X86)'], env['LOCALAPPDATA']]
        .filter((dir): dir is string => Boolean(dir))
        .map((dir) => path.win32.join(dir, WINDOWS_CHROME));
    default:
      return [];
  }
}
