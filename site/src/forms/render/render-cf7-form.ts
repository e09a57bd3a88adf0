import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import { attributes, escapeHtml } from '../../html/escape-html';
import { captchaWidgetMarkup } from '../../captcha/captcha-widgets';
import { renderPaymentContainer } from '../../payments/payment-container';
import type { Cf7Status } from '../submit/cf7-submission';
import { FEEDBACK_MESSAGES } from '../checks/field-messages';
import { SIGNATURE_TYPED_NAME_SUFFIX } from '../checks/signature-check';
import { type FieldResponse, renderCf7Field } from './render-cf7-field';
import { renderFormExtras } from './form-extras';
import { renderConditionalBody } from '../checks/conditional-groups';
import { wrapInFormStyler } from './form-styler-markup';

/** The CF7 version our markup follows (MARKUP-FACTS §2). */
export const CF7_VERSION = '6.2';

/** Fields labelled as a group (a span the controls name with `aria-labelledby`), not by a `<label>` around one control. */
const GROUP_LABEL_TYPES = ['checkbox', 'radio', 'file_upload', 'image_upload', 'google_drive_upload', 'rating', 'math_captcha', 'acceptance', 'digital_signature', 'image_choice', 'rich_text', 'repeater'];

/** Fields rendered with block elements (MARKUP-FACTS §3.1, §3.2). */
const BLOCK_TYPES = ['rating', 'image_choice', 'repeater'];

/** The captcha widget of a form with `captcha_service`: the forms remote fetches its token into CF7's response field. */
const CAPTCHA_WIDGET = '<div class="wpcf7-form-control eacf7-recaptcha" data-action="contactform"><span class="eacf7-captcha-note">This form checks for spam when you send it.</span></div>';

/** What a script-less post to the page came to, shown when the page is rendered again (forms/routes/no-js-post.ts). */
export interface Cf7FormResponse {
  readonly status: Cf7Status;
  readonly invalid: ReadonlyMap<string, string>;
  /** The posted values, kept in the fields unless the form was sent. */
  readonly values: Readonly<Record<string, string | string[]>>;
  readonly postedDataHash: string;
}

/** CF7's form class and `data-status` for a feedback status (its `wpcf7-form {status}` after a submission). */
export const STATUS_CLASSES: Readonly<Record<Cf7Status, string>> = { mail_sent: 'sent', mail_failed: 'failed', validation_failed: 'invalid', spam: 'spam' };

/** The language of the form's texts (CF7's wrapper `lang`). */
const FORM_LANG = 'en-US';

/** Values never printed back into a page. */
const NOT_KEPT_TYPES = ['password', 'honeypot', 'math_captcha'];

/** `wpcf7-f{formId}-o{n}` (a form outside the loop, MARKUP-FACTS §2.1). */
export const unitTagOf = (formId: number, occurrence: number): string => `wpcf7-f${formId}-o${occurrence}`;

/**
 * A whole CF7 form as the plugin prints it: the `.wpcf7` wrapper, the
 * screen-reader area, the hidden fields, one labelled paragraph per field and
 * the response output. The page template uses it (`<!-- cms:form ID -->`) and
 * so does the popup action (`eacf7_fire_contact_form`).
 */
export function renderCf7Form(form: FormDefinition, { occurrence = 1, action = '', maxPostSize, response }: { occurrence?: number; action?: string; maxPostSize: number; response?: Cf7FormResponse }): string {
  const unitTag = unitTagOf(form.id, occurrence);
  const hidden = {
    _wpcf7: form.id, _wpcf7_version: CF7_VERSION, _wpcf7_locale: 'en_US', _wpcf7_unit_tag: unitTag, _wpcf7_container_post: 0, _wpcf7_posted_data_hash: response?.postedDataHash ?? '',
  };
  const keep = response !== undefined && response.status !== 'mail_sent';
  const fieldResponse = (field: FieldDefinition): FieldResponse | undefined => {
    if (!response) return undefined;
    // A signature's image cannot be shown again without scripts; the name typed instead can.
    const key = field.type === 'digital_signature' ? `${field.name}${SIGNATURE_TYPED_NAME_SUFFIX}` : field.name;
    const value = keep && !NOT_KEPT_TYPES.includes(field.type) && Object.hasOwn(response.values, key) ? response.values[key] : undefined;
    return { value, invalid: response.invalid.get(field.name), errorId: `${unitTag}-ve-${field.name}` };
  };
  const hiddenInputs = Object.entries(hidden).map(([name, value]) => `<input${attributes({ type: 'hidden', name, value })}>`).join('');
  const paragraph = (field: FieldDefinition): string => {
    const control = renderCf7Field(form, field, maxPostSize, unitTag, paragraph, fieldResponse(field));
    // The honeypot's wrapper is out of the flow: a paragraph around it would leave an empty gap.
    if (field.type === 'honeypot') return control;
    if (['hidden', 'submit'].includes(field.type)) return `<p>${control}</p>`;
    const label = escapeHtml(field.label ?? field.name) + (field.rules?.required ? ' <span class="required" aria-hidden="true">*</span>' : '');
    // The address is a block of labelled inputs: a paragraph cannot hold its divs.
    if (field.type === 'address') return `<div class="eacf7-address-row"><span class="wpcf7-field-label"${attributes({ id: `${unitTag}-${field.name}-label` })}>${label}</span>${control}</div>`;
    // Fields whose markup holds blocks (the add-on's `div`s) sit in a div: a `p` would be closed by the first of them.
    const grid = field.type === 'product_dropdown' && field.settings?.layout === 'grid';
    const [open, close] = BLOCK_TYPES.includes(field.type) || grid ? ['<div class="wpcf7-field-group">', '</div>'] : ['<p>', '</p>'];
    // Groups of inputs get a fieldset-like label that is not bound to one control.
    return GROUP_LABEL_TYPES.includes(field.type) || grid
      ? `${open}<span class="wpcf7-field-label"${attributes({ id: `${unitTag}-${field.name}-label` })}>${label}</span><br>${control}${close}`
      : `${open}<label>${label}<br>${control}</label>${close}`;
  };
  // A repeater's fields are rendered inside its items.
  const body = renderConditionalBody(form, form.fields.filter((field) => !field.repeater), paragraph);
  const hasSubmit = form.fields.some((field) => field.type === 'submit');
  const captcha = form.captcha_widget ? captchaWidgetMarkup(form.captcha_widget) : form.captcha_service ? CAPTCHA_WIDGET : '';
  const submit = captcha + (hasSubmit ? '' : `<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send"></p>`);
  // Forms that take payments carry the container the payments remote renders into.
  const payment = renderPaymentContainer(form, FORM_LANG, keep && response ? response.values : undefined);
  const status = response ? STATUS_CLASSES[response.status] : 'init';
  const message = response ? escapeHtml(FEEDBACK_MESSAGES[response.status]) : '';
  // CF7's screen-reader list: one item per refused field, which the control names in aria-describedby.
  const reasons = [...(response?.invalid ?? [])].map(([name, reason]) => `<li${attributes({ id: `${unitTag}-ve-${name}` })}>${escapeHtml(reason)}</li>`).join('');
  return (
    `<div class="wpcf7 no-js"${attributes({ id: unitTag, lang: FORM_LANG, dir: 'ltr', 'data-wpcf7-id': form.id })}>\n` +
    `<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true">${message}</p><ul>${reasons}</ul></div>\n` +
    `<form${attributes({ action: `${action}#${unitTag}`, method: 'post', class: `wpcf7-form ${status}`, 'aria-label': form.title, novalidate: 'novalidate', 'data-status': status, enctype: 'multipart/form-data' })}>\n` +
    `<fieldset class="hidden-fields-container">${hiddenInputs}</fieldset>\n${wrapInFormStyler(form, `${body}\n${submit}\n${renderFormExtras(form)}`)}\n` +
    `<div class="wpcf7-response-output" aria-hidden="true">${message}</div>\n</form>\n${payment}</div>`
  );
}
