/** What every page of the jQuery-era plugins loads before any feature code. */
export const BASELINE_SCRIPTS = [
  { url: '/__bench/vendor/jquery.min.js', file: 'node_modules/jquery/dist/jquery.min.js' },
  { url: '/__bench/vendor/jquery-migrate.min.js', file: 'node_modules/jquery-migrate/dist/jquery-migrate.min.js' },
] as const;

/**
 * Run before jQuery: the site's pages require Trusted Types, and jQuery 3's
 * start-up writes `innerHTML`, so it would throw before its ready ever fires. The jQuery
 * era had no Trusted Types, so the baseline gets a pass-through default policy.
 */
export const BASELINE_TRUSTED_TYPES_SOURCE = `if (window.trustedTypes && !trustedTypes.defaultPolicy) trustedTypes.createPolicy('default', { createHTML: (s) => s, createScript: (s) => s, createScriptURL: (s) => s });`;

/** Where the baseline variant of a page is served: `/demo/gallery.html` → `/__bench/baseline/demo/gallery.html`. */
export const baselinePath = (pagePath: string) => `/__bench/baseline${pagePath}`;

const SHELL_SCRIPT = /<script\b[^>]*\bsrc=["'][^"']*\/mf\/shell\/[^"']*["'][^>]*>\s*<\/script>[ \t]*\n?/gi;
/** The placeholder of the shell's preload hints (site/pages/README.md): the baseline runs no shell. */
const SHELL_PRELOAD = /[ \t]*<!--\s*cms:shell-preload\s*-->[ \t]*\n?/g;

/**
 * The jQuery-era variant of a page: the same markup with our shell (and its preload hints) taken out and
 * jQuery + jquery-migrate put in `<head>` as classic, render-blocking scripts,
 * the way the CMS prints them (after a pass-through Trusted Types policy). `readyScript` runs on jQuery's ready, so the
 * baseline reports when a jQuery feature could first be interactive.
 */
export function toBaselinePage(html: string, scriptUrls: readonly string[], readyScript: string): string {
  const tags = [`<script>${BASELINE_TRUSTED_TYPES_SOURCE}</script>`, ...scriptUrls.map((url) => `<script src="${url}"></script>`), `<script>${readyScript}</script>`].join('\n  ');
  const withoutShell = html.replace(SHELL_SCRIPT, '').replace(SHELL_PRELOAD, '');
  const head = /<\/head>/i.exec(withoutShell);
  if (!head) return `${tags}\n${withoutShell}`;
  return `${withoutShell.slice(0, head.index)}  ${tags}\n${withoutShell.slice(head.index)}`;
}
