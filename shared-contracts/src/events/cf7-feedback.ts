import { describeType, expectNumber, expectRecord, expectString, optionalString } from '../actions/expect';
import { isRecord } from '../is-record';

/**
 * The answer of CF7's REST `POST contact-forms/{id}/feedback`
 * (MARKUP-FACTS §2.5); it is also `detail.apiResponse` of the `wpcf7*` events.
 */
export type Cf7FeedbackStatus =
  | 'mail_sent'
  | 'mail_failed'
  | 'validation_failed'
  | 'acceptance_missing'
  | 'spam'
  | 'aborted'
  | 'payment_required'
  | 'error'
  | (string & {});

/** One invalid field, as current releases send it. */
export interface Cf7InvalidField {
  /** Field name. */
  readonly field: string;
  readonly message: string;
  /** Id of the control, when it has one. */
  readonly idref: string | null;
  /** `{unitTag}-ve-{field}`, the id of the screen-reader error item. */
  readonly error_id: string;
}

export interface Cf7FeedbackResponse {
  readonly contact_form_id: number;
  readonly status: Cf7FeedbackStatus;
  readonly message: string;
  readonly posted_data_hash?: string;
  /** `#{unitTag}`. */
  readonly into: string;
  readonly invalid_fields: readonly Cf7InvalidField[];
  readonly demo_mode?: boolean;
  /** Captcha refill: name -> image URL. */
  readonly captcha?: Readonly<Record<string, string>>;
  /** Quiz refill: name -> [question, hashed answer]. */
  readonly quiz?: Readonly<Record<string, readonly [string, string]>>;
  /** Set by add-ons such as the shop checkout (`detail.apiResponse.redirect`). */
  readonly redirect?: string;
}

/** Before 5.6, items named the wrap instead: `into: "span.wpcf7-form-control-wrap.{name}"`. */
const LEGACY_INTO = /^span\.wpcf7-form-control-wrap\.(.+)$/;

/**
 * Checks a feedback answer and normalises `invalid_fields` to the current
 * item shape, so pages running CF7 before 5.6 work too. Optional refill and
 * add-on keys are kept when they have the right type.
 */
export function parseCf7Feedback(data: unknown): Cf7FeedbackResponse {
  const where = 'wpcf7 feedback:';
  const answer = expectRecord(data, `${where} answer`);
  const into = expectString(answer.into, `${where} into`);
  const unitTag = into.replace(/^#/, '');
  const rawFields = answer.invalid_fields === undefined || answer.invalid_fields === false ? [] : answer.invalid_fields;
  if (!Array.isArray(rawFields)) throw new TypeError(`${where} invalid_fields must be an array, got ${describeType(rawFields)}`);
  const invalid_fields = rawFields.map((item: unknown, index): Cf7InvalidField => {
    const at = `${where} invalid_fields[${index}]`;
    const record = expectRecord(item, at);
    const legacy = typeof record.into === 'string' ? LEGACY_INTO.exec(record.into)?.[1] : undefined;
    const field = record.field === undefined && legacy ? legacy : expectString(record.field, `${at}.field`);
    return {
      field,
      message: expectString(record.message, `${at}.message`),
      idref: optionalString(record.idref, `${at}.idref`) ?? null,
      error_id: optionalString(record.error_id, `${at}.error_id`) ?? `${unitTag}-ve-${field}`,
    };
  });
  const posted_data_hash = optionalString(answer.posted_data_hash, `${where} posted_data_hash`);
  const redirect = optionalString(answer.redirect, `${where} redirect`);
  return {
    contact_form_id: expectNumber(answer.contact_form_id, `${where} contact_form_id`),
    status: expectString(answer.status, `${where} status`),
    message: expectString(answer.message, `${where} message`),
    into,
    invalid_fields,
    ...(posted_data_hash !== undefined && { posted_data_hash }),
    ...(typeof answer.demo_mode === 'boolean' && { demo_mode: answer.demo_mode }),
    ...(isRecord(answer.captcha) && { captcha: answer.captcha as Cf7FeedbackResponse['captcha'] }),
    ...(isRecord(answer.quiz) && { quiz: answer.quiz as Cf7FeedbackResponse['quiz'] }),
    ...(redirect !== undefined && { redirect }),
  };
}
