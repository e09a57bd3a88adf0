import type { PageTypeId } from './page-types';
import { KB } from './units';

/**
 * Byte budgets, gzipped JavaScript, enforced by e2e/page-budgets.spec.ts.
 * Tighten a number here when an optimisation lands; the tests and the benchmark read them from here.
 * Sizes are gzip level 9 of each script's bytes, so they do not depend on the server's compression.
 */
export const BUDGETS = {
  /** shell/dist/shell.js: the only script a page without modules downloads. */
  shellInitialChunk: 2 * KB,
  /** Every script a page type downloads, through its interaction (the gallery's lightbox opened). */
  pages: {
    noModule: 2 * KB,
    /**
     * The gallery page with its lightbox opened, on a desktop and on a 390×844 touch phone (with the
     * lightbox's gesture chunk, fetched on a touch open; e2e/page-budgets.spec.ts checks both).
     */
    gallery: 35 * KB,
    /**
     * The contact demo (forms 1, 4, 5) before any interaction, with the idle warm-up of its fields.
     * Once every field of the contact form is used: `contactFormEveryFieldUsed`.
     */
    contactForm: 45 * KB,
    /** The payments demo through a send, with the payment button shown. */
    payments: 67 * KB,
    /**
     * /demo/theme-all.html through idle: the header, slider, tabs, sticky and scroll effects, then menus,
     * page and browser classes (the jQuery-era theme: about 195 KB).
     */
    theme: 40 * KB,
    /** Provisional until the shop remote lands. */
    checkout: 60 * KB,
  } satisfies Record<PageTypeId, number>,
  /**
   * The gallery page until intent or idle (the shell, its runtime and the pointer's work; the gallery
   * remote only once the visitor reaches for it), measured with save-data on and enforced by
   * e2e/page-budgets.spec.ts.
   */
  galleryUntilIntentOrIdle: 8 * KB,
  /**
   * The contact page once every field of its contact form has been used (name, email, phone with its
   * country list, the date picker, topic, message, a file uploaded). Reported by the benchmark, not
   * enforced in `npm test`.
   */
  contactFormEveryFieldUsed: 95 * KB,
  /** The upload demo (`/demo/forms/upload.html`) once a file is uploaded, enforced by e2e/forms-page-weight.spec.ts. */
  uploadFormAfterUpload: 62 * KB,
  /**
   * The code of the theme's `./sticky` and `./scroll-effects` together (the jQuery-era theme downloads
   * 59 KB for sticky and 38 KB for motion). Reported in the scroll rows of the benchmark, not enforced in `npm test`.
   */
  themeScrollCode: 32 * KB,
} as const;

/** The failure message of an overrun, naming the page, the figure and the budget; null within budget. */
export function budgetOverrun(what: string, bytes: number, budget: number): string | null {
  if (bytes <= budget) return null;
  return `${what}: ${bytes} B gz of JS is over its budget of ${budget} B (${(bytes / KB).toFixed(1)} KB > ${(budget / KB).toFixed(1)} KB, bench/src/budgets.ts)`;
}

/**
 * Web Vitals budgets, reported by `npm run bench` (bench/src/vitals) and, for the worst pages' layout
 * shift, enforced by e2e/vitals-cls.spec.ts.
 */
export const VITALS_BUDGETS = {
  /**
   * Layout shift the runtime adds to a demo page, at phone and desktop widths: CLS over the load and a
   * scroll to the bottom, less the same page's CLS with the runtime's files blocked (the server
   * markup's own). "Good" CLS is 0.1 for everything a page does; the runtime's share stays a tenth of it.
   */
  runtimeAddedCls: 0.01,
  /** INP p75 of each main interaction of a page, at 4× CPU: half of the 200 ms that counts as "good". */
  inpP75Ms: 100,
  /** LCP may come this much later than with the runtime blocked, and no more. */
  lcpOverBlockedMs: 50,
} as const;

/** The layout shift the runtime adds: the page's CLS less its CLS with the runtime blocked, never below 0. */
export function runtimeAddedCls(withRuntime: number, blocked: number): number {
  return Math.max(0, withRuntime - blocked);
}

/** The failure message of a runtime-added CLS over budget; null within it. */
export function clsOverrun(what: string, withRuntime: number, blocked: number, budget: number = VITALS_BUDGETS.runtimeAddedCls): string | null {
  const added = runtimeAddedCls(withRuntime, blocked);
  if (added <= budget) return null;
  return `${what}: the runtime adds ${added.toFixed(3)} CLS (${withRuntime.toFixed(3)} against ${blocked.toFixed(3)} with it blocked), over its budget of ${budget} (bench/src/budgets.ts)`;
}

/** The failure message of an interaction whose INP p75 is over budget; null within it. */
export function inpOverrun(what: string, p75Ms: number, budget: number = VITALS_BUDGETS.inpP75Ms): string | null {
  if (p75Ms <= budget) return null;
  return `${what}: INP p75 ${Math.round(p75Ms)} ms is over its budget of ${budget} ms (bench/src/budgets.ts)`;
}

/** The failure message of an LCP later than with the runtime blocked, beyond the tolerance; null within it. */
export function lcpOverrun(what: string, lcpMs: number, blockedLcpMs: number, toleranceMs: number = VITALS_BUDGETS.lcpOverBlockedMs): string | null {
  if (lcpMs <= blockedLcpMs + toleranceMs) return null;
  return `${what}: LCP ${Math.round(lcpMs)} ms is ${Math.round(lcpMs - blockedLcpMs)} ms later than with the runtime blocked (${Math.round(blockedLcpMs)} ms), over the ${toleranceMs} ms tolerance (bench/src/budgets.ts)`;
}
