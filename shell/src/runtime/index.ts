// The shell's runtime parts that tools outside the shell use: the benchmark's monolith build
// composes the mounting code without federation, and the browser tests check the lent sharing
// runtime against what built remote entries call. Pages load the shell through `shell.js` only.
export { createLogger } from './logger';
export { createMountManager } from './mount-manager';
export { createMountLoaded } from './mount-loaded';
export { getPageClient } from './page-client';
export { watchDom } from './watch-dom';
export type { RemoteLoader } from './lazy-remote-loader';
export type { LoadedModule } from './remote-loader';
export { createBundlerRuntime } from './sharing/bundler-runtime';
