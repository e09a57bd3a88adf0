/** Appends `query` (already encoded pairs) to `url` with `?` or `&`. */
export function withQuery(url: string, query: URLSearchParams): string {
  const text = query.toString();
  if (text === '') return url;
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${text}${fragment}`;
}
