import * as runtimeCore from '@module-federation/runtime-core';
import bundlerRuntime, { type Federation } from '@module-federation/webpack-bundler-runtime';
import { FEDERATION_GLOBALS } from './federation-globals';

/**
 * The bundler runtime's functions keep no state of their own (they take the
 * remote's `webpackRequire`); only these two objects are filled in per remote.
 */
function createBundlerRuntime(): Federation {
  return { ...bundlerRuntime, bundlerRuntime: { ...bundlerRuntime.bundlerRuntime!, S: {} }, bundlerRuntimeOptions: {} };
}

/**
 * Lends the shell's federation runtime to the remote entries (see federation-globals.ts).
 * Each remote still creates its own federation instance, keyed by its container name in
 * `globalThis.__FEDERATION__`; they all meet in the share scope the shell hands them.
 */
export function provideFederationRuntime(): void {
  const page = globalThis as Record<string, unknown>;
  page[FEDERATION_GLOBALS.runtimeCore] = runtimeCore;
  page[FEDERATION_GLOBALS.createBundlerRuntime] = createBundlerRuntime;
}
