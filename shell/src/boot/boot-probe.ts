/**
 * How `shell.js` decides, without a request, whether a page may hold a module: it looks for the
 * markup *families* the product enhances, not for each module's selector. Modules are declared by
 * the remotes and arrive with the release pointer (shared-contracts/src/registry/module-declaration.ts),
 * so a remote adds one without a shell release; any new module whose markup belongs to a family
 * below, or that carries `data-cmsmf-module="remote/module"` (MODULE_ATTRIBUTE), starts the runtime.
 * Looser than the registry on purpose: it can only start the runtime on a page where nothing
 * mounts, which then costs the pointer's request, and never misses a module.
 */
export interface BootProbe {
  /** Module markup: a click on a link or button inside is held until the runtime can replay it. */
  readonly held: string;
  /** Page wrappers and builder classes: they start the runtime, but a click inside one is not held (it would hold every link on the page). */
  readonly page: string;
  /** Page globals that start the runtime on their own: page-level behaviours the CMS printed data for. */
  readonly globals: readonly string[];
}

/** Marks markup a site writes itself for a module: `data-cmsmf-module="consent/banner"` mounts consent's `./banner` on it. */
export const MODULE_ATTRIBUTE = 'data-cmsmf-module';

export const BOOT_PROBE: BootProbe = {
  // Contact Form 7 and its add-on (`wpcf7`, `wpcf7-…`, `eacf7-…`, `cf7-…`), the page builder's
  // modules (every one carries `et_pb_module`) and its header, the shop's forms, explicit markup.
  held: `.wpcf7,[class*=cf7-],.et_pb_module,[class*=et_pb_wc_],form.cart,.comment-form-rating,#main-header,#et-top-navigation,#et-secondary-menu,#et_top_search,[${MODULE_ATTRIBUTE}]`,
  // Anything else the page builder renders (sections, A/B subjects, body classes), its page
  // wrappers and builder modes, the shop's order-received page, widget searches.
  page: '[class*=et_pb_],[data-et-multi-view],#page-container,#et-boc,[class*=et-fb],.et-bfb,.et-tb,[class*=et-block-layout],.block-editor-page,.woocommerce-order-received,.widget_search',
  // Motion, sticky and animation data of the page builder.
  globals: ['et_animation_data', 'et_pb_motion_elements', 'et_pb_sticky_elements'],
};

/** Whether `root` (or anything under it) may hold a module, or the page carries a behaviour's global. */
export function probeFinds(probe: BootProbe, root: Element | Document, win: Window): boolean {
  const selector = `${probe.held},${probe.page}`;
  // By node type, not `instanceof`: an element of another window (a test's, a frame's) is one too.
  if ((root.nodeType === 1 && (root as Element).matches(selector)) || root.querySelector(selector) !== null) return true;
  return root === win.document && probe.globals.some((name) => (win as unknown as Record<string, unknown>)[name] != null);
}
