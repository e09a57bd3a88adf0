import type { NewsletterList } from '../cms/newsletter-lists';
import { attributes, escapeHtml } from '../html/escape-html';
import { newsletterChecksum } from './newsletter-checksum';
import { NEWSLETTER_NONCE_FIELD, type NewsletterFormState } from './newsletter-form-state';

/**
 * The email opt-in module (MARKUP-FACTS §1.5 "Email optin"), with the hidden
 * list, provider, account and the server-signed checksum the subscribe action
 * verifies; `.et_pb_recaptcha_enabled` when the list needs a captcha-service token.
 * It posts to its own page without scripts; with a state it shows the typed
 * values and the error, or the success message in place of the fields.
 */
export function renderNewsletter(list: NewsletterList, secret: Buffer, nonce: string, state?: NewsletterFormState): string {
  const hidden = {
    et_pb_signup_provider: list.provider,
    et_pb_signup_list_id: list.list_id,
    et_pb_signup_account_name: list.account,
    et_pb_signup_ip_address: '',
    et_pb_signup_checksum: newsletterChecksum(secret, list),
    // For the plain post (no scripts); the module's ajax call sends the page's nonce instead.
    [NEWSLETTER_NONCE_FIELD]: nonce,
  };
  const field = (name: string, label: string, value: string, type = 'text') =>
    `<p class="et_pb_newsletter_field et_pb_contact_field_half"><label${attributes({ class: 'et_pb_contact_form_label', for: `${name}_${list.list_id}` })}>${label}</label>` +
    `<input${attributes({ id: `${name}_${list.list_id}`, class: 'input', type, placeholder: label, name, value, autocomplete: type === 'email' ? 'email' : 'off' })}></p>`;
  const values = state?.values ?? { firstname: '', lastname: '', email: '' };
  // The result areas show only with content: the error text, or the success message once subscribed.
  const error = `<div${attributes({ class: 'et_pb_newsletter_result et_pb_newsletter_error', role: 'alert', hidden: !state?.error })}>${state?.error ? escapeHtml(state.error) : ''}</div>`;
  const success = `<div${attributes({ class: 'et_pb_newsletter_result et_pb_newsletter_success', role: 'status', hidden: !state?.success })}><h2>Thanks for subscribing!</h2></div>`;
  return (
    `<div${attributes({ class: `et_pb_module et_pb_newsletter et_pb_subscribe clearfix et_pb_newsletter_layout_left_right${list.captcha_service ? ' et_pb_recaptcha_enabled' : ''}`, 'data-redirect_url': list.redirect_url ?? '', 'data-redirect_query': list.redirect_query ?? '', 'data-ip_address': '' })}>` +
    `<div class="et_pb_newsletter_description"><h2 class="et_pb_module_header">${escapeHtml(list.name)}</h2></div>` +
    `<div class="et_pb_newsletter_form"><form method="post">${error}${success}` +
    `<div${attributes({ class: 'et_pb_newsletter_fields', hidden: Boolean(state?.success) })}>${field('et_pb_signup_firstname', 'First Name', values.firstname)}${field('et_pb_signup_lastname', 'Last Name', values.lastname)}${field('et_pb_signup_email', 'Email', values.email, 'email')}` +
    `<p class="et_pb_newsletter_button_wrap"><button type="submit" class="et_pb_newsletter_button et_pb_button"><span class="et_subscribe_loader"></span><span class="et_pb_newsletter_button_text">Subscribe</span></button></p></div>` +
    Object.entries(hidden).map(([name, value]) => `<input${attributes({ type: 'hidden', name, value })}>`).join('') +
    `</form></div></div>`
  );
}
