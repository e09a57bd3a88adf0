import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Repositories } from '../db/repositories';
import { hashToken, newToken, TOKEN_PATTERN } from './session-cookie';

/** The cookie holding the grant to log in to a just-registered account. */
export const LOGIN_GRANT_COOKIE = 'cmsmf_login_grant';
/** How long after registering the visitor may log in with it. */
export const LOGIN_GRANT_LIFETIME_MS = 15 * 60_000;

/** Gives the browser that registered `userId` the grant to log in to it (see login-grants-repository.ts). */
export function grantLogin(c: Context, repos: Repositories, userId: number, now: Date): void {
  const token = newToken();
  repos.loginGrants.insert({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(now.getTime() + LOGIN_GRANT_LIFETIME_MS).toISOString() });
  setCookie(c, LOGIN_GRANT_COOKIE, token, {
    path: '/', maxAge: LOGIN_GRANT_LIFETIME_MS / 1000, httpOnly: true, sameSite: 'Strict', secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** Spends the grant the request's cookie holds, if it is for `userId`. */
export function takeLoginGrant(cookie: string | undefined, repos: Repositories, userId: number, now: Date): boolean {
  return cookie !== undefined && TOKEN_PATTERN.test(cookie) && repos.loginGrants.take(hashToken(cookie), userId, now.toISOString());
}
