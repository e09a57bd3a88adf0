import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { decoyPasswordHash, verifyPassword } from './password-hash';
import { LOGIN_GRANT_COOKIE, takeLoginGrant } from './login-grant';
import { hashToken, newToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from './session-cookie';

export const LOGIN_FAILED_MESSAGE = 'The email address or password is incorrect.';
/** Where a freshly logged-in visitor goes. */
export const AFTER_LOGIN_URL = '/';

/**
 * `eacf7_user_registration_auto_login`: logs in the account a registration
 * form just created (see registration.ts) with the credentials the
 * visitor typed, by creating a session and its HttpOnly cookie. Wrong
 * credentials get one message, whichever part was wrong.
 */
export const userRegistrationAutoLogin: ActionHandler<'eacf7_user_registration_auto_login'> = {
  parse: (fields) => ({ mail: fields.text('mail', { max: 254 }).trim(), password: fields.text('password', { max: 200 }) }),
  async handle({ mail, password }, context) {
    const user = context.repos.users.byEmail(mail);
    // An unknown address costs one hash too, so the answer's timing does not tell whether the account exists.
    const matches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
    if (!user || !matches) return refuse(LOGIN_FAILED_MESSAGE);
    // Only the browser that registered the account may log in to it this way (login CSRF: another site must not log a visitor into an account it made).
    if (!takeLoginGrant(context.cookies.get(LOGIN_GRANT_COOKIE), context.repos, user.id, context.now())) return refuse(LOGIN_FAILED_MESSAGE);
    const token = newToken();
    const now = context.now();
    context.repos.sessions.insert({
      token_hash: hashToken(token), user_id: user.id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    });
    context.cookies.set(SESSION_COOKIE, token, { maxAgeSeconds: SESSION_LIFETIME_MS / 1000, httpOnly: true });
    return succeed({ url: AFTER_LOGIN_URL });
  },
};
