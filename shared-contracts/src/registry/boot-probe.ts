/**
 * The part of the registry the shell's initial chunk needs to decide "does this
 * page have any module?", and which clicks to hold until the runtime is there.
 * It is computed at build time, so the initial chunk carries selectors only,
 * never the remote and expose names.
 */
export interface BootProbe {
  /** Loose selectors (probe-selectors.ts) of module markup that needs no page global, joined with commas: a click on a link or button inside is held until the runtime can replay it. */
  readonly held: string;
  /**
   * Loose selectors of page-level entries (`pageLevel`: a page wrapper such as `#page-container`), not
   * already in `held`; '' when none. They start the runtime too, but a click inside one is not held:
   * it would hold every link on the page.
   */
  readonly page: string;
  /** [selector, global] of entries that apply only when the CMS printed that global (all page-level). */
  readonly gated: ReadonlyArray<readonly [string, string]>;
}

/** Every ungated selector of the probe, joined with commas: `held` first, then `page`. */
export function anySelectorOf(probe: BootProbe): string {
  return probe.page ? `${probe.held},${probe.page}` : probe.held;
}

/** Whether `root` (or anything under it) holds markup of a module that applies to this page. */
export function probeFinds(probe: BootProbe, root: Element | Document, win: Window): boolean {
  const has = (selector: string) => (root instanceof Element && root.matches(selector)) || root.querySelector(selector) !== null;
  return has(anySelectorOf(probe)) || probe.gated.some(([selector, global]) => (win as unknown as Record<string, unknown>)[global] != null && has(selector));
}
