import type { ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';

/**
 * The gallery remote's modules: which markup each one mounts on and when it loads. The build
 * writes them beside the remote entry and `release publish` copies them into the version's
 * pointer entry, so a module added here reaches pages with this remote's next publish, and a
 * rollback takes it away again (shared-contracts/src/registry/module-declaration.ts). Every
 * selector, data attribute and global a module reads is documented in `shared-contracts/MARKUP.md`.
 */

export const MODULES: readonly ModuleDeclaration[] = [
  // The lightbox (forms-addon.md §1–§4) on our gallery markup, and on the page builder's gallery
  // module (MARKUP-FACTS §1.5: its image links, grid and fullwidth alike), where the theme's
  // `./gallery` mounts too, for paging and the slider. One declaration per module: the lightbox
  // tells the two markups apart itself (lightbox/gallery-source.ts). Nothing happens until a click.
  { selector: '.eacf7-gallery, .et_pb_gallery', expose: './lightbox', load: 'interaction' },
];
