/** The Trusted Types shape used here (lib.dom has no types for it yet). */
interface TrustedTypesFactory {
  readonly defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML(html: string): string | null }): unknown;
}

/** The one HTML string Leaflet writes when it loads: its probe for inline SVG (`div.innerHTML = '<svg/>'`). */
const LEAFLET_SVG_PROBE = '<svg/>';

/**
 * On pages that require Trusted Types, Leaflet's load-time probe for inline
 * SVG would throw. A default policy that lets exactly that string through (and
 * nothing else: any other string still fails) is created before Leaflet loads,
 * unless the page has a default policy already.
 */
export function allowLeafletSvgProbe(win: Window): void {
  const factory = (win as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  try {
    factory.createPolicy('default', { createHTML: (html) => (html === LEAFLET_SVG_PROBE ? html : null) });
  } catch {
    // The site names its allowed policies: Leaflet's probe then fails and the map says so.
  }
}
