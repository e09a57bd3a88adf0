/**
 * Where a form may send the visitor after a success (`data-redirect_url`):
 * an http(s) address, or a same-origin relative one, resolved against `base`.
 * `javascript:`, `data:` and protocol-relative `//host` are refused (DESIGN.md §8). Null: stay.
 */
export function redirectTarget(raw: string | null | undefined, base: string): string | null {
  const value = (raw ?? '').trim();
  if (value === '' || value.startsWith('//') || value.startsWith('\\\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Appends `query` (already encoded pairs) to `url` with `?` or `&`. */
export function withQuery(url: string, query: URLSearchParams): string {
  const text = query.toString();
  if (text === '') return url;
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${text}${fragment}`;
}
