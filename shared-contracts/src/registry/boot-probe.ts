/**
 * The part of the registry the shell's initial chunk needs to decide "does this
 * page have any module?": one combined selector, plus the page-level entries
 * that also need a page global. It is computed at build time, so the initial
 * chunk carries selectors only, never the remote and expose names.
 */
export interface BootProbe {
  /** Every selector of entries that need no page global, joined with commas. */
  readonly anySelector: string;
  /** [selector, global] of entries that apply only when the CMS printed that global. */
  readonly gated: ReadonlyArray<readonly [string, string]>;
}

/** Whether `root` (or anything under it) holds markup of a module that applies to this page. */
export function probeFinds(probe: BootProbe, root: Element | Document, win: Window): boolean {
  const has = (selector: string) => (root instanceof Element && root.matches(selector)) || root.querySelector(selector) !== null;
  return has(probe.anySelector) || probe.gated.some(([selector, global]) => (win as unknown as Record<string, unknown>)[global] != null && has(selector));
}
