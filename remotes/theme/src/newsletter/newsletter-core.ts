import type { SubscribeAnswer, SubscribeRequest } from '@cms-mf/shared-contracts/actions';
import { isValidEmail } from '@cms-mf/shared-contracts/rules';
import { type ContactFieldSnapshot, type ContactMessage, type ContactTexts, type ContactValidation, validateContactForm } from '../contact-form/validate-contact-form';

/** The module's form as the visitor left it (MARKUP-FACTS §1.5 "Email optin"). */
export interface NewsletterSnapshot {
  /** null when the module has no such field. */
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string;
  /** The browser's own validity of the e-mail input (§5). */
  readonly emailValidInBrowser: boolean;
  readonly listId: string;
  readonly provider: string;
  readonly account: string;
  readonly ipAddress: string;
  readonly checksum: string;
  /** `.et_pb_signup_custom_field` fields, read like the contact form's. */
  readonly customFields: readonly ContactFieldSnapshot[];
}

export type NewsletterInput = 'firstname' | 'lastname' | 'email';

export interface NewsletterCheck {
  readonly ok: boolean;
  /** Inputs to mark `et_pb_signup_error`, in order. */
  readonly errorInputs: readonly NewsletterInput[];
  /** The custom fields follow the contact form rules (§5). */
  readonly custom: ContactValidation;
}

/** Names, when present, must not be empty; the e-mail must pass the pattern and the browser (theme-frontend.md §5). */
export function validateNewsletter(form: NewsletterSnapshot): NewsletterCheck {
  const errorInputs: NewsletterInput[] = [];
  if (form.firstName !== null && form.firstName.trim() === '') errorInputs.push('firstname');
  if (form.lastName !== null && form.lastName.trim() === '') errorInputs.push('lastname');
  if (!isValidEmail(form.email) || !form.emailValidInBrowser) errorInputs.push('email');
  const custom = validateContactForm(form.customFields, null, '');
  return { ok: errorInputs.length === 0 && custom.ok, errorInputs, custom };
}

/**
 * What the error area says when the check fails, in the theme's words: the
 * empty fields after `fill_message` (names, an empty e-mail, required custom
 * fields, by their labels), then `invalid` under `contact_error_message` for
 * an e-mail that is there but not an address. Without it the visitor sees
 * only red outlines, which say nothing to a screen reader.
 */
export function newsletterMessage(form: NewsletterSnapshot, check: NewsletterCheck, texts: ContactTexts, labels: Readonly<Record<NewsletterInput, string>>): ContactMessage {
  const emailEmpty = form.email.trim() === '';
  const missing = [...check.errorInputs.filter((input) => input !== 'email' || emailEmpty).map((input) => labels[input]), ...check.custom.missing];
  const invalid = (check.errorInputs.includes('email') && !emailEmpty) || check.custom.invalidEmail;
  return {
    missing: missing.length > 0 ? { heading: texts.fill_message, items: missing } : null,
    errors: invalid ? { heading: texts.contact_error_message, items: [texts.invalid] } : null,
  };
}

/** `et_pb_submit_subscribe_form`'s fields (theme-frontend.md §3, §7). */
export function subscribeRequest(form: NewsletterSnapshot, token: string): SubscribeRequest {
  const custom: Record<string, string | readonly string[]> = {};
  const hidden: string[] = [];
  for (const field of form.customFields) {
    if (field.hidden) hidden.push(field.id);
    else custom[field.id] = field.value;
  }
  return {
    et_list_id: form.listId,
    ...(form.firstName !== null && { et_firstname: form.firstName.trim() }),
    ...(form.lastName !== null && { et_lastname: form.lastName.trim() }),
    et_email: form.email.trim(),
    et_provider: form.provider,
    et_account: form.account,
    et_ip_address: form.ipAddress,
    et_custom_fields: custom,
    et_hidden_fields: hidden,
    token,
    et_checksum: form.checksum,
  };
}

/** What the module shows for an answer (§4, §8). */
export type NewsletterOutcome = { readonly kind: 'success' } | { readonly kind: 'error'; readonly text: string } | { readonly kind: 'failed' };

export function newsletterOutcome(answer: SubscribeAnswer): NewsletterOutcome {
  if (answer.error !== undefined && answer.error.trim() !== '') return { kind: 'error', text: answer.error };
  if (answer.success !== undefined && answer.success !== false) return { kind: 'success' };
  return { kind: 'failed' };
}

/**
 * The query a success redirect carries (`data-redirect_query`: a comma list of
 * `name`, `last_name`, `email`, `ip_address`, `css_id`); MARKUP-FACTS §1.5
 * names the keys `first_name`, `last_name`, `email`, `ip_address`, `form_id`.
 */
export function redirectQuery(keys: string, form: NewsletterSnapshot, formId: string): URLSearchParams {
  const wanted = new Set(keys.split(',').map((key) => key.trim()).filter(Boolean));
  const query = new URLSearchParams();
  if (wanted.has('name') && form.firstName !== null) query.set('first_name', form.firstName.trim());
  if (wanted.has('last_name') && form.lastName !== null) query.set('last_name', form.lastName.trim());
  if (wanted.has('email')) query.set('email', form.email.trim());
  if (wanted.has('ip_address') && form.ipAddress !== '') query.set('ip_address', form.ipAddress);
  if (wanted.has('css_id') && formId !== '') query.set('form_id', formId);
  return query;
}
