import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { FormDefinition } from '../cms/form-definition';
import type { Repositories } from '../db/repositories';
import type { PostedValue } from '../forms/checks/field-validation';
import { hashPassword, PASSWORD_MIN_LENGTH } from './password-hash';

export type RegistrationPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid'; readonly field: string; readonly reason: string }
  | { readonly kind: 'create'; readonly email: string; readonly passwordHash: string; readonly passwordField: string };

export const REGISTRATION_MESSAGES = {
  taken: 'An account with this email address already exists.',
  shortPassword: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

/**
 * User registration on submission (forms-addon.md §3 "User registration"):
 * when the form's `eacf7UserRegistrationData` switch is on, the fields it
 * names (`userEmail`, `userPassword`) create an account; the browser then
 * logs in with `eacf7_user_registration_auto_login`. Hashing happens here,
 * before the submission's transaction, which only inserts.
 */
export async function planRegistration(form: FormDefinition, values: Readonly<Record<string, PostedValue>>, repos: Repositories): Promise<RegistrationPlan> {
  const settings = form.settings.UserRegistration;
  if (!settings || !isFlagOn(settings.userRegistration) || !settings.userEmail || !settings.userPassword) return { kind: 'none' };
  const email = values[settings.userEmail];
  const password = values[settings.userPassword];
  if (typeof email !== 'string' || typeof password !== 'string') return { kind: 'none' };
  if ([...password].length < PASSWORD_MIN_LENGTH) return { kind: 'invalid', field: settings.userPassword, reason: REGISTRATION_MESSAGES.shortPassword };
  if (repos.users.byEmail(email.trim())) return { kind: 'invalid', field: settings.userEmail, reason: REGISTRATION_MESSAGES.taken };
  return { kind: 'create', email: email.trim().toLowerCase(), passwordHash: await hashPassword(password), passwordField: settings.userPassword };
}
