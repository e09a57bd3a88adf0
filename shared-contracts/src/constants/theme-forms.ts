/**
 * Rules of the theme's own contact and newsletter forms that the reference
 * site applies and the theme remote will. Source: theme-frontend.md §5, §9
 * ("Captcha numbers 1 to 15; email minimum length 6").
 */

/** Smallest number of the simple captcha sum. */
export const CAPTCHA_NUMBER_MIN = 1;
/** Largest number of the simple captcha sum. */
export const CAPTCHA_NUMBER_MAX = 15;
/** Minimum length of an email value, after trimming. */
export const EMAIL_MIN_LENGTH = 6;
