let lookup: Promise<string | null> | undefined;

/**
 * The visitor's country from the IP-country service (`GET {base}/json`,
 * answering `{country}` as ipinfo does): one request per page view, shared by
 * every phone field on the page. Null when the service fails or answers
 * something else; the field then starts from the page's region.
 */
export function lookupIpCountry(base: string): Promise<string | null> {
  lookup ??= fetch(`${base}/json`, { credentials: 'omit', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((answer: unknown) => {
      const country = answer && typeof answer === 'object' ? (answer as { country?: unknown }).country : undefined;
      return typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
    })
    .catch(() => null);
  return lookup;
}
