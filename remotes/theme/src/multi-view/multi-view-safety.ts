/**
 * What multi-view may write into the page (DESIGN.md §8: validate at every
 * boundary): the data is server content, so attributes, styles and URLs are
 * checked before they touch the DOM; HTML content goes through DOMPurify.
 */

/** Attributes that carry a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'cite', 'background']);
const SAFE_ATTRIBUTE_NAME = /^[a-z][a-z0-9_:.-]*$/i;

/** A URL that is http(s), same-origin relative, an anchor, mailto/tel, or a raster data image. */
export function isSafeUrl(value: string): boolean {
  // Browsers drop control characters and whitespace inside a scheme (`java\tscript:`).
  const url = [...value].filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  if (url.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) return true;
  const name = scheme[1]!.toLowerCase();
  if (name === 'data') return /^data:image\/(png|jpe?g|gif|webp|avif);/i.test(url);
  return ['http', 'https', 'mailto', 'tel'].includes(name);
}

/** Whether an attribute may be set to a value: no event handlers, no style (the styles context does that), safe URLs. */
export function isSafeAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (!SAFE_ATTRIBUTE_NAME.test(name) || lower.startsWith('on') || lower === 'style' || lower === 'srcdoc') return false;
  if (!URL_ATTRIBUTES.has(lower)) return true;
  return lower === 'srcset' ? value.split(',').every((candidate) => isSafeUrl(candidate.trim().split(/\s+/)[0] ?? '')) : isSafeUrl(value);
}

/** Whether a style property may be set: a plain property name and a value with no script, import or unsafe url(). */
export function isSafeStyle(property: string, value: string): boolean {
  if (!/^-{0,2}[a-z][a-z0-9-]*$/i.test(property)) return false;
  if (/expression\s*\(|javascript:|@import|[<>{};]/i.test(value)) return false;
  const urls = [...value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((match) => match[2] ?? '');
  return urls.every(isSafeUrl);
}

/** Content with no markup can be written as text; anything else needs sanitising. */
export function isPlainText(content: string): boolean {
  return !/[<&]/.test(content);
}
