import type { Compiler } from '@rspack/core';

/**
 * The entry's own folder, read from the script element that runs it: the shell always runs a remote
 * entry from a classic `<script>` it inserts, so `document.currentScript` is that element (a query
 * or fragment the shell adds to refresh a file is no part of the folder).
 */
export const ENTRY_PUBLIC_PATH = '__webpack_require__.p = document.currentScript.src.replace(/[?#].*$/, "").replace(/[^/]*$/, "");';

/**
 * Replaces the bundler's automatic public path (`publicPath: 'auto'`, ~0.2 KB gz in every remote
 * entry: fallbacks for workers, scripts without `currentScript` and blob URLs, none of which runs
 * a remote here) with the one line the shell's way of loading an entry needs.
 */
export class EntryPublicPathPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EntryPublicPathPlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('EntryPublicPathPlugin', (module) => {
        if (!module.name.endsWith('auto_public_path') || !module.source) return;
        module.source.source = Buffer.from(ENTRY_PUBLIC_PATH, 'utf-8');
      });
    });
  }
}
