const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** What the URL parser itself drops: tabs and newlines anywhere, C0 controls and spaces at both ends. */
const PARSER_STRIPPED_ANYWHERE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PARSER_STRIPPED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * Returns the absolute URL of an image source when it is safe to show, else null.
 *
 * Allowed: absolute `http:`/`https:` URLs (images often live on a CDN), and
 * relative URLs that stay on the page's origin. Refused: every other scheme
 * (`javascript:`, `data:`, `blob:`…) and protocol-relative `//host` forms,
 * as for redirect targets (DESIGN.md §8).
 *
 * @param raw - the item's `data-src`, as written in the markup
 * @param baseUrl - the document's base URL (`document.baseURI`)
 * @example safeImageUrl('/img/a.jpg', 'https://site.test/page') // 'https://site.test/img/a.jpg'
 */
export function safeImageUrl(raw: string | null | undefined, baseUrl: string): string | null {
  if (raw == null) return null;
  // Look at the scheme the way the parser will: `java\nscript:` is `javascript:`.
  const cleaned = raw.replace(PARSER_STRIPPED_ANYWHERE, '').replace(PARSER_STRIPPED_AT_ENDS, '');
  if (cleaned === '') return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(baseUrl);
    url = new URL(cleaned, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Without a scheme the source was meant as relative; `//host` or `\\host`
  // would quietly leave the origin.
  if (!HAS_SCHEME.test(cleaned) && url.origin !== base.origin) return null;
  return url.href;
}
