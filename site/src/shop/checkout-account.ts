import type { CheckoutNotice } from '@cms-mf/shared-contracts/actions';
import { hashPassword, PASSWORD_MIN_LENGTH } from '../accounts/password-hash';
import { REGISTRATION_MESSAGES } from '../accounts/registration';
import type { Repositories } from '../db/repositories';
import type { CheckoutValues } from './checkout-validation';

/** The platform's label of the password field that `createaccount` shows. */
export const ACCOUNT_PASSWORD_LABEL = 'Create account password';
/** The platform's words when the billing email already has an account. */
export const ACCOUNT_EXISTS = 'An account is already registered with your email address. Please log in.';

export const wantsAccount = (values: CheckoutValues): boolean => values.createaccount === '1';

const accountEmail = (values: CheckoutValues): string => (values.billing_email ?? '').trim().toLowerCase();

/**
 * The hash of the account password, computed before the order's checks
 * (hashing waits on a worker; the checks and the order's transaction must
 * not be split by a wait, or one cart could be ordered twice). Undefined
 * when no account is asked for or the password would be refused.
 */
export async function accountPasswordHash(values: CheckoutValues): Promise<string | undefined> {
  const password = values.account_password ?? '';
  return wantsAccount(values) && [...password].length >= PASSWORD_MIN_LENGTH ? hashPassword(password) : undefined;
}

/** Why the account asked for cannot be created: no or a short password, or the billing email already has one. */
export function accountNotices(values: CheckoutValues, repos: Repositories): CheckoutNotice[] {
  if (!wantsAccount(values)) return [];
  const password = values.account_password ?? '';
  if (password === '') return [{ id: 'account_password', message: `${ACCOUNT_PASSWORD_LABEL} is a required field.` }];
  if ([...password].length < PASSWORD_MIN_LENGTH) return [{ id: 'account_password', message: REGISTRATION_MESSAGES.shortPassword }];
  const email = accountEmail(values);
  if (email !== '' && repos.users.byEmail(email)) return [{ id: 'billing_email', message: ACCOUNT_EXISTS }];
  return [];
}

/** Creates the account, inside the order's transaction (the checks above ran in the same synchronous turn). */
export function createAccount(values: CheckoutValues, passwordHash: string, repos: Repositories, now: Date): void {
  repos.users.insert({ email: accountEmail(values), password_hash: passwordHash, form_id: null, created_at: now.toISOString() });
}
