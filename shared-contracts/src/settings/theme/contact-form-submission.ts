/**
 * The theme contact form's submission (theme-frontend.md §3, §7): posted to the
 * form's own action URL, not to the ajax endpoint (MARKUP-FACTS §1.5).
 */

/** One entry of the JSON field list posted with the form. */
export interface ContactFieldDescriptor {
  /** Input id, `et_pb_contact_{id}_{n}`. */
  readonly field_id: string;
  /** The field id the author chose (`data-original_id`). */
  readonly original_id: string;
  /** `data-required_mark`. */
  readonly required_mark: 'required' | 'not_required';
  /** `data-field_type`: input, email, text, checkbox, radio, select. */
  readonly field_type: string;
  readonly field_label: string;
}

export interface ContactFormSubmission {
  /** The form's own fields, by input name. */
  readonly values: Readonly<Record<string, string>>;
  /** Sent as JSON under `et_pb_contact_email_fields_{n}`. */
  readonly fields: readonly ContactFieldDescriptor[];
  /** Ids of conditionally hidden fields, sent as JSON under `et_pb_contact_email_hidden_fields_{n}`. */
  readonly hiddenFields: readonly string[];
  /** Captcha-service interaction token, when the captcha service is enabled. */
  readonly token?: string;
}

/** Post field that carries the JSON field list of form number `n` (`data-form_unique_num`). */
export function contactFieldsKey(formNumber: number | string): string {
  return `et_pb_contact_email_fields_${formNumber}`;
}

/** Post field that carries the JSON list of hidden field ids of form number `n`. */
export function contactHiddenFieldsKey(formNumber: number | string): string {
  return `et_pb_contact_email_hidden_fields_${formNumber}`;
}
