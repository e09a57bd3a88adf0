import { safeResourceUrl } from '@cms-mf/shared-contracts/rules';

/** A candidate's descriptor: a width (`640w`) or a density (`2x`, `1.5x`). */
const DESCRIPTOR = /^(?:[1-9]\d{0,5}w|\d{1,2}(?:\.\d{1,3})?x)$/;
/** More candidates than any real `srcset` has: the rest is ignored. */
const MAX_CANDIDATES = 16;

/**
 * An item's `data-srcset`, rebuilt from its candidates whose URL passes the
 * same rule as `data-src` (http(s), relative URLs on the page's origin); the
 * rest are dropped. Parsed as the HTML standard does: a URL runs to the next
 * whitespace and trailing commas end it.
 *
 * @returns undefined when nothing valid is left, so the `<img>` uses its `src`
 */
export function safeSrcset(raw: string | null | undefined, baseUrl: string): string | undefined {
  if (!raw) return undefined;
  const candidates: string[] = [];
  let rest = raw;
  while (candidates.length < MAX_CANDIDATES) {
    rest = rest.replace(/^[\s,]+/, '');
    if (rest === '') break;
    const urlMatch = /^\S+/.exec(rest)!;
    let url = urlMatch[0];
    rest = rest.slice(url.length);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const end = rest.indexOf(',');
      descriptor = (end < 0 ? rest : rest.slice(0, end)).trim();
      rest = end < 0 ? '' : rest.slice(end + 1);
    }
    const safe = safeResourceUrl(url, baseUrl);
    if (safe === null || (descriptor !== '' && !DESCRIPTOR.test(descriptor))) continue;
    // Commas and spaces inside the resolved URL would split it again.
    const encoded = safe.replace(/,/g, '%2C').replace(/\s/g, '%20');
    candidates.push(descriptor ? `${encoded} ${descriptor}` : encoded);
  }
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}

/** An item's `data-sizes`: plain media conditions and lengths only; anything else is dropped. */
export function safeSizes(raw: string | null | undefined): string | undefined {
  const text = raw?.trim();
  return text && text.length <= 500 && /^[\w\s().,:%+*/-]+$/.test(text) ? text : undefined;
}
