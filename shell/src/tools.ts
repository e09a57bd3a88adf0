// The shell's runtime parts that tools outside the shell use: the benchmark's monolith build
// composes the mounting code without federation, and the browser tests check the lent sharing
// runtime against what built remote entries call. Pages load the shell through `shell.js` only.
export { createLogger } from './shared/logger';
export { createMountManager } from './runtime/mount-manager';
export { createMountLoaded } from './loader/mount-loaded';
export { createContextFactory } from './loader/module-context';
export { watchDom } from './runtime/watch-dom';
export type { RemoteLoader } from './runtime/lazy-remote-loader';
export type { LoadedModule } from './loader/module-loader';
export { createBundlerRuntime } from './loader/sharing/bundler-runtime';
