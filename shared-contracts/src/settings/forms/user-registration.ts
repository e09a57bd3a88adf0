import type { Flag } from '../flag';

/**
 * User registration (forms-addon.md §3), printed as
 * `var eacf7UserRegistrationData_{formId}`. `userEmail` and `userPassword` are
 * the NAMES of the form fields that hold the credentials, not the values.
 */
export interface UserRegistrationSettings {
  readonly userRegistration?: Flag;
  /** Admin-side: the mapping of form fields to account fields, which the server applies; the runtime does not read it. */
  readonly userFieldMapping?: Flag;
  /** Log the new user in after the send (calls `eacf7_user_registration_auto_login`). */
  readonly autoLogin?: Flag;
  /** Field name holding the e-mail (also the login). */
  readonly userEmail?: string;
  /** Field name holding the password. */
  readonly userPassword?: string;
  /** Server-side only, listed because the global carries them. */
  readonly userFirstName?: string;
  readonly userLastName?: string;
  readonly userRole?: string;
  readonly mailNotification?: Flag;
}
