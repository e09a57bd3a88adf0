/** What a newsletter module shows after a plain post to its page (none: a fresh form). */
export interface NewsletterFormState {
  /** What the visitor typed, printed again (escaped). */
  readonly values: { readonly firstname: string; readonly lastname: string; readonly email: string };
  /** The server's error text, shown in the error area. */
  readonly error?: string;
  /** Subscribed: the fields give way to the success message. */
  readonly success?: boolean;
}

/** The nonce field the module's form carries for its plain post (the ajax call sends `et_pb_custom.et_frontend_nonce`). */
export const NEWSLETTER_NONCE_FIELD = 'et_frontend_nonce';

export const NEWSLETTER_POST_MESSAGES = {
  expired: 'This form has expired. Please reload the page and try again.',
} as const;
