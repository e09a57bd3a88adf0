export interface FixFacts {
  readonly platform: NodeJS.Platform;
  /** Debian or Ubuntu: `apt-get` is on the machine. */
  readonly hasAptGet: boolean;
  readonly isRoot: boolean;
  /** The npm package's browser is missing (not installed), rather than present and failing. */
  readonly packagedMissing: boolean;
}

const SET_PATH = 'or set CHROMIUM_PATH to a Chrome or Chromium executable';

/** The one command that gives this machine a browser the tests can drive. */
export function fixCommand({ platform, hasAptGet, isRoot, packagedMissing }: FixFacts): string {
  if (platform === 'darwin') return `brew install --cask google-chrome (${SET_PATH})`;
  if (platform === 'win32') return `winget install Google.Chrome (${SET_PATH})`;
  if (platform === 'linux' && packagedMissing) return 'npm install (it installs the packaged Chromium, a devDependency)';
  // The packaged browser is there but does not start: the system's libraries are missing.
  if (platform === 'linux' && hasAptGet) return `${isRoot ? '' : 'sudo '}apt-get install -y chromium (${SET_PATH})`;
  return `install Chromium with your system's package manager, ${SET_PATH}`;
}
