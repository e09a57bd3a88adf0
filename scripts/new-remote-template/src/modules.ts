import type { ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';

/**
 * The __NAME__ remote's modules: which markup each one mounts on and when it loads. The build
 * writes them beside the remote entry and `release publish` copies them into the version's
 * pointer entry, so a module added here reaches pages with this remote's next publish, and a
 * rollback takes it away again (shared-contracts/src/registry/module-declaration.ts).
 *
 * Besides its selector, every module also mounts on any element carrying
 * `data-cmsmf-module="__NAME__/<module>"` (the expose without `./`): markup a site writes for it.
 * The shell only starts on a page that carries that attribute or markup of a family it knows
 * (shell/src/boot/boot-probe.ts), so give markup of your own the attribute.
 *
 * To add a module:
 *   1. write it in its own folder, `src/<module>/` (`<module>.ts`, `index.ts` exporting it as
 *      default, `<module>.test.ts`), like `src/hello/`;
 *   2. expose it in `rspack.config.ts`: `'./<module>': './src/<module>/index.ts'`;
 *   3. declare it below: its selector, its expose and when it loads (`interaction`, `visible`,
 *      `idle`, `immediate` or `media:<query>`, see shared-contracts/src/registry/load-trigger.ts);
 *   4. `npm run build -w remotes/__NAME__`, then `npm run release -- publish __NAME__`.
 */

export const MODULES: readonly ModuleDeclaration[] = [
  // A greeting and a counter: proof that this remote's modules reach the page. Replace it with yours.
  { selector: '.__NAME__-hello', expose: './hello', load: 'visible' },
];
