import type { Compiler } from '@rspack/core';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';

/** The package the federation plugin's startup code imports its bundler runtime from. */
const BUNDLER_RUNTIME = '@module-federation/webpack-bundler-runtime';

/**
 * The remote entries get their runtime from the shell: the federation plugin's startup code
 * imports `@module-federation/webpack-bundler-runtime` (with the runtime core, ~16 KB gz), and
 * the shell lends a small sharing runtime with the same interface in its place, once per page
 * (shell/src/loader/sharing/bundler-runtime.ts). PortableRuntimeRequestPlugin makes that import
 * the bare package name, which is matched here.
 */
export function federationRuntimeExternal({ request }: { request?: string }): Promise<string | undefined> {
  return Promise.resolve(request === BUNDLER_RUNTIME ? `var ${SHARING_GLOBALS.createBundlerRuntime}()` : undefined);
}

/**
 * The plugin writes its startup code as a `data:` module that imports the bundler runtime by
 * its absolute path. The module's id is a hash of that text, so the same sources built in
 * another folder got another id, and every file naming it other bytes. This puts the package
 * name in the place of the path before the module is created; the shell provides the runtime
 * (federationRuntimeExternal), so nothing resolves the name.
 */
export class PortableRuntimeRequestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('PortableRuntimeRequestPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('PortableRuntimeRequestPlugin', (data) => {
        data.request = portableRuntimeRequest(data.request);
      });
    });
  }
}

/** A quoted string in an encoded `data:` source, and whether it is a path into the bundler runtime package. */
const QUOTED = /%22((?:(?!%22).)*)%22/g;
const INTO_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]/;

/** A module request with every quoted path into the bundler runtime made its package name; any other request as it is. */
export function portableRuntimeRequest(request: string): string {
  if (!request.includes('data:text/javascript,')) return request;
  return request.replace(QUOTED, (found, inner: string) => (INTO_RUNTIME.test(decodeURIComponent(inner)) ? encodeURIComponent(JSON.stringify(BUNDLER_RUNTIME)) : found));
}
