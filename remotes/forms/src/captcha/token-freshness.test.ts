import { isTokenFresh, TOKEN_FRESH_MS } from './token-freshness';

test('a token is fresh from its fetch until the margin before the service expires it', () => {
  expect(isTokenFresh(null, 1000)).toBe(false);
  expect(isTokenFresh(1000, 1000)).toBe(true);
  expect(isTokenFresh(1000, 1000 + TOKEN_FRESH_MS - 1)).toBe(true);
  expect(isTokenFresh(1000, 1000 + TOKEN_FRESH_MS)).toBe(false);
  expect(TOKEN_FRESH_MS).toBeLessThan(120_000);
  // A clock that went backwards is no proof of freshness.
  expect(isTokenFresh(5000, 1000)).toBe(false);
});
