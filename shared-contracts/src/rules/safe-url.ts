/**
 * Whether a URL from content or an answer is safe to follow or to load
 * (DESIGN.md §8): absolute `http(s)`, or a relative reference that stays on
 * the page's origin. Everything else is refused: other schemes
 * (`javascript:`, `data:`, `vbscript:`, `blob:`…), protocol-relative `//host`,
 * and the backslash forms `\\host`, `/\host`, `\/host`, which the URL parser
 * reads as `//host` too. One copy for every remote and the action parsers:
 * the five copies this replaces had drifted apart.
 */

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** Two slashes of either kind open an authority: the URL would leave the origin. */
const AUTHORITY = /^[/\\]{2}/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** What the URL parser itself drops: tabs and newlines anywhere, C0 controls and spaces at both ends. */
const PARSER_STRIPPED_ANYWHERE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PARSER_STRIPPED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** An `http(s)` scheme, or none and no authority. Expects text the parser will not rewrite further. */
function isHttpOrRelative(value: string): boolean {
  const scheme = SCHEME.exec(value);
  return scheme ? /^https?$/i.test(scheme[1] ?? '') : !AUTHORITY.test(value);
}

/** `value` resolved against `base` when the result is http(s) and, for a relative `value`, on `base`'s origin. */
function resolveOnOrigin(value: string, base: string): string | null {
  try {
    const baseUrl = new URL(base);
    const url = new URL(value, baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return SCHEME.test(value) || url.origin === baseUrl.origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether `url` may be navigated to, as written. Whitespace at both ends is
 * ignored; a control character anywhere (`java\tscript:`, `https://a\n.b`) is
 * refused rather than guessed at, since the parser would silently drop it.
 *
 * @example isSafeNavigationUrl('/checkout/') // true
 * @example isSafeNavigationUrl('\\\\evil.test/x') // false: the parser reads `https://evil.test/x`
 */
export function isSafeNavigationUrl(url: string): boolean {
  const value = url.trim();
  return value !== '' && !CONTROL.test(value) && isHttpOrRelative(value);
}

/**
 * The absolute address to send the visitor to, or null to stay.
 *
 * @param raw - the target as written in markup or an answer
 * @param base - the document's base URL (`document.baseURI`)
 * @example safeNavigationUrl('thanks.html', 'https://site.test/demo/') // 'https://site.test/demo/thanks.html'
 */
export function safeNavigationUrl(raw: string | null | undefined, base: string): string | null {
  return raw != null && isSafeNavigationUrl(raw) ? resolveOnOrigin(raw.trim(), base) : null;
}

/**
 * The absolute address of a resource (an image) that is safe to load, or null.
 * Images often live on a CDN, so any http(s) host is fine. Unlike navigation,
 * the characters the parser drops (`java\nscript:`) are dropped first and the
 * scheme judged afterwards, as the browser will, so markup wrapped across
 * lines still loads.
 *
 * @param raw - the source as written (`data-src`, `href`, `src`)
 * @param base - the document's base URL (`document.baseURI`)
 * @example safeResourceUrl('/img/a.jpg', 'https://site.test/page') // 'https://site.test/img/a.jpg'
 */
export function safeResourceUrl(raw: string | null | undefined, base: string): string | null {
  if (raw == null) return null;
  const cleaned = raw.replace(PARSER_STRIPPED_ANYWHERE, '').replace(PARSER_STRIPPED_AT_ENDS, '');
  return cleaned !== '' && isHttpOrRelative(cleaned) ? resolveOnOrigin(cleaned, base) : null;
}
