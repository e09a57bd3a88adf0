/**
 * Where each form carries its captcha token and which action the token must
 * have been issued for. The action binds a token to one form, so a token
 * fetched for the newsletter cannot be spent on a contact form.
 */

/** CF7's reCAPTCHA v3 field (MARKUP-FACTS §2.4 "From modules"). */
export const CF7_CAPTCHA_FIELD = '_wpcf7_recaptcha_response';
/** CF7's action for form submissions (`wpcf7_recaptcha.actions.contactform`). */
export const CF7_CAPTCHA_ACTION = 'contactform';

/** The page builder's field for its contact form and newsletter posts (theme-frontend.md §3). */
export const THEME_CAPTCHA_FIELD = 'token';
/** The page builder's action names (MARKUP-FACTS "Spam API"). */
export const diviContactAction = (formUniqueNum: number): string => `Divi/Module/ContactForm/${formUniqueNum}`;
export const newsletterAction = (listId: string): string => `Divi/Module/EmailOptin/List/${listId}`;

/** Action names may hold only letters, digits, `_` and `/`: a list id that goes into one must fit. */
export const ACTION_NAME_PART = /^[A-Za-z0-9_]{1,64}$/;
