/** What every page of the jQuery-era plugins loads before any feature code (issue 4 §3). */
export const BASELINE_SCRIPTS = [
  { url: '/__bench/vendor/jquery.min.js', file: 'node_modules/jquery/dist/jquery.min.js' },
  { url: '/__bench/vendor/jquery-migrate.min.js', file: 'node_modules/jquery-migrate/dist/jquery-migrate.min.js' },
] as const;

/** Where the baseline variant of a page is served: `/demo/gallery.html` → `/__bench/baseline/demo/gallery.html`. */
export const baselinePath = (pagePath: string) => `/__bench/baseline${pagePath}`;

const SHELL_SCRIPT = /<script\b[^>]*\bsrc=["'][^"']*\/mf\/shell\/[^"']*["'][^>]*>\s*<\/script>[ \t]*\n?/gi;
/** The placeholder of the shell's preload hints (site/pages/README.md): the baseline runs no shell. */
const SHELL_PRELOAD = /[ \t]*<!--\s*cms:shell-preload\s*-->[ \t]*\n?/g;

/**
 * The jQuery-era variant of a page: the same markup with our shell (and its preload hints) taken out and
 * jQuery + jquery-migrate put in `<head>` as classic, render-blocking scripts,
 * the way the CMS prints them. `readyScript` runs on jQuery's ready, so the
 * baseline reports when a jQuery feature could first be interactive.
 */
export function toBaselinePage(html: string, scriptUrls: readonly string[], readyScript: string): string {
  const tags = [...scriptUrls.map((url) => `<script src="${url}"></script>`), `<script>${readyScript}</script>`].join('\n  ');
  const withoutShell = html.replace(SHELL_SCRIPT, '').replace(SHELL_PRELOAD, '');
  const head = /<\/head>/i.exec(withoutShell);
  if (!head) return `${tags}\n${withoutShell}`;
  return `${withoutShell.slice(0, head.index)}  ${tags}\n${withoutShell.slice(head.index)}`;
}
