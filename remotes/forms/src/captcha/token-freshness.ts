/** Tokens verify for two minutes (the captcha service's rule); a token older than this is fetched again before a send. */
export const TOKEN_FRESH_MS = 90_000;

/** Whether a token fetched at `fetchedAt` may still be sent at `now`. */
export function isTokenFresh(fetchedAt: number | null, now: number): boolean {
  return fetchedAt !== null && now - fetchedAt >= 0 && now - fetchedAt < TOKEN_FRESH_MS;
}
