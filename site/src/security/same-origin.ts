/**
 * Whether a request is one another site made a visitor's browser send.
 * Browsers send `Origin` on every cross-origin POST (and `Sec-Fetch-Site`):
 * a foreign `Origin`, or `Sec-Fetch-Site: cross-site`/`same-site`, is
 * another site's. A request with neither comes from no browser page, so it
 * cannot carry a visitor's cookies against their will.
 */
export function isCrossSiteRequest(headers: Headers, ownOrigin: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null && origin !== ownOrigin) return true;
  const site = headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/** Actions that change who the visitor is: refused when another site sends them (login CSRF: another site must not log a visitor into an account it made). */
export const SAME_ORIGIN_ACTIONS: readonly string[] = ['eacf7_user_registration_auto_login'];
