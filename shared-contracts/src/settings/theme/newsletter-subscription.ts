/**
 * Newsletter (email opt-in) subscription (theme-frontend.md §3, §7): the
 * payload of `et_pb_submit_subscribe_form` without its nonce.
 */
export interface NewsletterSubscription {
  readonly et_list_id: string;
  readonly et_firstname?: string;
  readonly et_lastname?: string;
  readonly et_email: string;
  /** Provider slug, e.g. `mailchimp`. */
  readonly et_provider: string;
  readonly et_account: string;
  /** `data-ip_address` of the module, when the site records it. */
  readonly et_ip_address?: string;
  /** Custom fields by field id; the client sends a plain object as one JSON string. */
  readonly et_custom_fields?: Readonly<Record<string, string | readonly string[]>>;
  /** Ids of custom fields hidden by conditional logic (sent as `et_hidden_fields[]`). */
  readonly et_hidden_fields?: readonly string[];
  /** Captcha-service interaction token, when enabled. */
  readonly token?: string;
  /** Server-issued checksum of the module settings (`et_pb_signup_checksum`). */
  readonly et_checksum: string;
}

/** Query keys appended to the redirect URL after a subscription (MARKUP-FACTS §1.5). */
export const NEWSLETTER_REDIRECT_QUERY_KEYS = ['first_name', 'last_name', 'email', 'ip_address', 'form_id'] as const;
