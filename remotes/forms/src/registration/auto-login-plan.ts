import type { UserRegistrationSettings } from '@cms-mf/shared-contracts/settings';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { SubmittedInputs } from '../redirection/tag-substitution';

/** The text the response output shows once the new user is logged in (forms-addon.md §7). */
export const AUTO_LOGIN_MESSAGE = "Success!! You'll be redirect soon.";
/** After a send, the login starts after this delay (forms-addon.md §9: login redirect after 1000 ms and 2000 ms). */
export const AUTO_LOGIN_DELAY_MS = 1000;
/** …and the page moves on this long after the login succeeded (§9). */
export const AUTO_LOGIN_REDIRECT_DELAY_MS = 2000;

/**
 * The credentials to log in with after a registration form was sent
 * (forms-addon.md §3 "User registration"): when `userRegistration` and
 * `autoLogin` are on, the values of the fields `userEmail` and `userPassword`
 * name. Null when the form does not log in or a value is missing.
 */
export function autoLoginCredentials(settings: UserRegistrationSettings | undefined, inputs: SubmittedInputs): { mail: string; password: string } | null {
  if (!settings || !isFlagOn(settings.userRegistration) || !isFlagOn(settings.autoLogin)) return null;
  const valueOf = (name: string | undefined) => (name ? inputs.find((input) => input.name === name)?.value : undefined);
  const mail = valueOf(settings.userEmail)?.trim();
  const password = valueOf(settings.userPassword);
  return mail && password ? { mail, password } : null;
}
