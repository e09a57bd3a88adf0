import { randomInt } from 'node:crypto';
import { CAPTCHA_NUMBER_MAX, CAPTCHA_NUMBER_MIN } from '@cms-mf/shared-contracts/constants';
import type { FieldDefinition, FormDefinition } from '../cms/form-definition';
import { attributes, escapeHtml } from '../html/escape-html';
import { contactInputName, type ContactFormState } from './contact-form-state';

/**
 * The page builder's contact form module (MARKUP-FACTS §1.5): the container
 * with `data-form_unique_num`, the message area, one `p.et_pb_contact_field`
 * per field, the optional captcha, the submit area and the hidden submit and
 * nonce inputs; `.et_pb_recaptcha_enabled` tells the front end to fetch a
 * captcha-service token before a submit. The form posts to `action` (its own page). With a state it
 * shows the posted values and the server's error texts, or only the success
 * message. Everything posted is escaped.
 */
export function renderDiviContactForm(form: FormDefinition, action: string, nonce: string, state?: ContactFormState): string {
  const n = form.id;
  const errors = (state?.errors ?? []).map((error) => `<p class="et_pb_contact_error_text">${escapeHtml(error)}</p>`).join('');
  const message = state?.success ? `<p>${escapeHtml(state.success)}</p>` : errors;
  const container = (inner: string) =>
    `<div${attributes({ id: `et_pb_contact_form_${n}`, class: `et_pb_module et_pb_contact_form_${n} et_pb_contact_form_container clearfix${form.captcha_service ? ' et_pb_recaptcha_enabled' : ''}`, 'data-form_unique_num': n, 'data-form_unique_id': `cmsmf-contact-${n}`, 'data-redirect_url': '' })}>` +
    `<h2 class="et_pb_contact_main_title">${escapeHtml(form.title)}</h2><div class="et-pb-contact-message" role="status">${message}</div>${inner}</div>`;
  if (state?.success) return container('');
  const fields = form.fields.map((field, index) => renderField(field, index, n, state, form.divi?.conditional_logic?.[field.name])).join('');
  const first = randomInt(CAPTCHA_NUMBER_MIN, CAPTCHA_NUMBER_MAX + 1);
  const second = randomInt(CAPTCHA_NUMBER_MIN, CAPTCHA_NUMBER_MAX + 1);
  const captcha = form.divi?.captcha
    ? `<div class="et_pb_contact_right"><p class="clearfix"><label${attributes({ for: `et_pb_contact_captcha_${n}` })}><span class="et_pb_contact_captcha_question">${first} + ${second}</span> =</label> ` +
      `<input${attributes({ type: 'text', size: 2, id: `et_pb_contact_captcha_${n}`, class: 'input et_pb_contact_captcha', 'data-first_digit': first, 'data-second_digit': second, value: '', name: `et_pb_contact_captcha_${n}`, 'data-required_mark': 'required', autocomplete: 'off' })}></p></div>`
    : '';
  return container(
    `<div class="et_pb_contact"><form${attributes({ class: 'et_pb_contact_form clearfix', method: 'post', action })}>${fields}` +
      `<input${attributes({ type: 'hidden', value: 'et_contact_proccess', name: `et_pb_contactform_submit_${n}` })}>` +
      `<div class="et_contact_bottom_container">${captcha}<button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Submit</button></div>` +
      `<input${attributes({ type: 'hidden', id: `_wpnonce-et-pb-contact-form-submitted-${n}`, name: `_wpnonce-et-pb-contact-form-submitted-${n}`, value: nonce })}>` +
      `</form></div>`,
  );
}

type FieldLogic = NonNullable<NonNullable<FormDefinition['divi']>['conditional_logic']>[string];

function renderField(field: FieldDefinition, index: number, n: number, state?: ContactFormState, logic?: FieldLogic): string {
  const name = contactInputName(field.name, n);
  const required = field.rules?.required ? 'required' : 'not_required';
  const error = state?.invalidFields.has(field.name) ? ' et_contact_error' : '';
  const value = state?.values[field.name] ?? '';
  const label = escapeHtml(field.label ?? field.name);
  const common = { id: name, name, 'data-required_mark': required, 'data-field_type': field.type, 'data-original_id': field.name };
  let control: string;
  if (field.type === 'text') {
    control = `<label${attributes({ for: name, class: 'et_pb_contact_form_label' })}>${label}</label><textarea${attributes({ ...common, class: `et_pb_contact_message input${error}`, placeholder: field.label })}>${escapeHtml(value)}</textarea>`;
  } else if (field.type === 'select') {
    const options = (field.options ?? []).map((option) => `<option${attributes({ value: option, selected: option === value })}>${escapeHtml(option)}</option>`).join('');
    control = `<label${attributes({ for: name, class: 'et_pb_contact_form_label' })}>${label}</label><select${attributes({ ...common, class: `et_pb_contact_select input${error}` })}>${options}</select>`;
  } else if (field.type === 'checkbox' || field.type === 'radio') {
    const items = (field.options ?? [])
      .map((option, i) => `<span class="et_pb_contact_field_${field.type}"><input${attributes({ type: field.type, id: `${name}_${i}`, class: 'input', value: option, name: field.type === 'radio' ? name : `${name}[]`, checked: value.split(', ').includes(option), 'data-required_mark': required, 'data-field_type': field.type, 'data-original_id': field.name })}><label${attributes({ for: `${name}_${i}` })}>${escapeHtml(option)}</label></span>`)
      .join('');
    // A group without a label (a consent box named by the sentence beside it) prints no title, as the builder does.
    const title = field.label === undefined ? '' : `<span class="et_pb_contact_field_options_title">${label}</span>`;
    control = `<span class="et_pb_contact_field_options_wrapper">${title}<span class="et_pb_contact_field_options_list">${items}</span></span>`;
  } else {
    control = `<label${attributes({ for: name, class: 'et_pb_contact_form_label' })}>${label}</label><input${attributes({ type: field.type === 'email' ? 'email' : 'text', ...common, class: `input${error}`, value, placeholder: field.label })}>`;
  }
  const half = field.type === 'text' ? '' : ` et_pb_contact_field_half${index % 2 === 1 ? ' et_pb_contact_field_last' : ''}`;
  // Printed as the theme does; the field shows until the browser applies the rules, so it can be filled without scripts.
  const conditional = logic ? { 'data-conditional-logic': JSON.stringify(logic.rules), 'data-conditional-relation': logic.relation } : {};
  return `<p${attributes({ class: `et_pb_contact_field et_pb_contact_field_${index}${half}`, 'data-id': field.name, 'data-type': field.type, ...conditional })}>${control}</p>`;
}
