/**
 * Rules and texts of the theme's own contact, newsletter and checkout forms.
 * Source: theme-frontend.md §5 (validation), §8 (error catalogue), §9 ("Captcha
 * numbers 1 to 15; email minimum length 6").
 */

/** Smallest number of the simple captcha sum. */
export const CAPTCHA_NUMBER_MIN = 1;
/** Largest number of the simple captcha sum. */
export const CAPTCHA_NUMBER_MAX = 15;
/** Minimum length of an email value, after trimming. */
export const EMAIL_MIN_LENGTH = 6;

/**
 * Contact-form conditional operators (§5). The last two are spellings the
 * module data also carries (MARKUP-FACTS §1.5 "is greater than", "is less than").
 */
export const CONTACT_CONDITIONAL_OPERATORS = [
  'is',
  'is not',
  'is empty',
  'is not empty',
  'contains',
  'does not contain',
  'is greater',
  'is less',
  'is greater than',
  'is less than',
] as const;
/** How a field's conditions combine. */
export const CONTACT_CONDITIONAL_RELATIONS = ['all', 'any'] as const;

/**
 * Keys of `et_pb_custom` that hold the localized form messages (§8). Their
 * wording is printed by the CMS and is not part of the spec.
 */
export const CONTACT_MESSAGE_KEYS = [
  'fill_message',
  'contact_error_message',
  'invalid',
  'wrong_captcha',
  'wrong_checkbox',
  'captcha',
] as const;
/** Newsletter message shown on an empty server response (`et_pb_custom` key, §8). */
export const NEWSLETTER_FAILED_MESSAGE_KEY = 'subscription_failed';

/** Sample checkout error shown in the visual builder (§5, §8). */
export const BUILDER_SAMPLE_CHECKOUT_MESSAGE = 'Billing First name is a required field.';

/** Lowest product review rating (§3). */
export const REVIEW_RATING_MIN = 1;
/** Highest product review rating (§3). */
export const REVIEW_RATING_MAX = 5;

/** Log areas of the developer debug facility toggled through local storage (§8). */
export const DEBUG_LOG_AREAS = ['general', 'store_action_obj', 'store_emit', 'warning'] as const;
