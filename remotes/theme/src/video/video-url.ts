/**
 * An embedded player's address with `autoplay=1` added, as the theme does
 * when a visitor clicks a video's overlay (MARKUP-FACTS "Video slider").
 * Only http(s) addresses (and page-relative ones) are touched: anything else
 * (`javascript:`, `data:`) gives null and the frame is left alone.
 */
export function autoplayUrl(src: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/**
 * A CSS `url()` for an image address from the markup (a slide's `data-image`),
 * or null when it is not an http(s) or page-relative address. The address is
 * percent-encoded where CSS would end or escape the string.
 */
export function cssImageUrl(src: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(src.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return `url("${url.href.replace(/["\\\n\r()]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)}")`;
}
