export { findBrowser } from './browser/find-browser';
export { launchBrowser, describeBrowser } from './browser/launch-browser';
export { chromiumLaunchOptions, CHROMIUM_ARGS } from './browser/launch-options';
export { resolveBrowser, FORCE_INSTALLED, FORCE_PACKAGED } from './browser/resolve-browser';
export type { BrowserKind, ResolvedBrowser } from './browser/resolve-browser';
export { BrowserUnavailableError, isBrowserUnavailableError } from './browser/browser-unavailable-error';
export type { BrowserAttempt } from './browser/browser-unavailable-error';
export { REPO_ROOT, startSiteProcess } from './site-process';
export type { SiteProcess } from './site-process';
