/** What a page-builder contact form shows after a post to its page (none: a fresh form). */
export interface ContactFormState {
  /** Posted values by field id (`data-original_id`), re-printed escaped. */
  readonly values: Readonly<Record<string, string>>;
  /** `.et_pb_contact_error_text` paragraphs. */
  readonly errors: readonly string[];
  /** Field ids marked `et_contact_error`. */
  readonly invalidFields: ReadonlySet<string>;
  /** The message replacing the form after a successful send. */
  readonly success?: string;
}

/** The theme's own server texts (`et_builder` domain). */
export const CONTACT_MESSAGES = {
  required: 'Make sure you fill in all required fields.',
  invalidEmail: 'Invalid Email.',
  captcha: 'Make sure you entered the captcha.',
  invalidChoice: 'Please choose one of the offered options.',
  tooLong: 'One of the fields is too long.',
  expired: 'This form has expired. Please reload the page and try again.',
  /** The captcha-service token was missing, forged, spent or for another form. */
  notHuman: 'You must be a human to submit this form.',
  captchaUnavailable: 'The spam check is not available right now. Please try again later.',
  success: 'Thanks for contacting us',
} as const;

/** The nonce action of the module's `_wpnonce-et-pb-contact-form-submitted-{n}` field. */
export const CONTACT_NONCE_ACTION = 'et-pb-contact-form-submit';

/** Input name of a field: `et_pb_contact_{fieldId}_{formNumber}` (MARKUP-FACTS §1.5). */
export const contactInputName = (fieldId: string, formNumber: number): string => `et_pb_contact_${fieldId}_${formNumber}`;
