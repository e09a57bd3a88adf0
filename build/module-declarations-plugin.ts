import { rspack, type Compiler } from '@rspack/core';
import { MODULES_FILE, type ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';
import { declarationsFile } from './module-declarations';

/**
 * Writes MODULES_FILE beside `remoteEntry.js`, where `release publish` reads it, or fails the
 * build on a declaration no reader would accept (module-declarations.ts). A remote that
 * declares nothing writes an empty list, so a reader can tell it from a build without the file.
 */
export class ModuleDeclarationsPlugin {
  constructor(
    private readonly remote: string,
    private readonly exposes: readonly string[],
    private readonly modules: readonly ModuleDeclaration[] = [],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ModuleDeclarationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ModuleDeclarationsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const file = declarationsFile(this.remote, this.exposes, this.modules);
        if (!file.ok) {
          for (const problem of file.problems) compilation.errors.push(new rspack.WebpackError(problem));
          return;
        }
        compilation.emitAsset(MODULES_FILE, new rspack.sources.RawSource(file.text));
      });
    });
  }
}
