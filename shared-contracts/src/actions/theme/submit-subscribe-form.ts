import { defineAction } from '../define-action';
import { expectRecord, expectString, fail } from '../expect';
import { NONCE_SPECS } from '../nonce';

/** Newsletter (email opt-in) subscription (theme-frontend.md §3, §7), without its nonce. */
export interface SubscribeRequest {
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

/**
 * The theme's JSON `{error}` or `{success}` (§7 "fields error and success").
 * Both absent means an empty answer: the module shows `subscription_failed`.
 */
export type SubscribeAnswer = {
  readonly error?: string;
  readonly success?: string | boolean;
};

/**
 * `{error: text}` or `{success: …}` (the theme sends `true` or a text). An
 * empty body (null, '') is not an error: it is the case §8 answers with
 * `subscription_failed`, so it parses to `{}`.
 */
function parseSubscribe(data: unknown): SubscribeAnswer {
  const where = 'et_pb_submit_subscribe_form:';
  if (data === null || data === undefined || data === '') return {};
  const answer = expectRecord(data, `${where} answer`);
  const result: { error?: string; success?: string | boolean } = {};
  if (answer.error !== undefined && answer.error !== null) result.error = expectString(answer.error, `${where} error`);
  if (answer.success !== undefined && answer.success !== null) {
    if (typeof answer.success !== 'string' && typeof answer.success !== 'boolean') {
      fail(`${where} success`, `must be a string or boolean, got ${typeof answer.success}`);
    }
    result.success = answer.success;
  }
  return result;
}

/** `et_pb_submit_subscribe_form`: calls the mailing provider; slow, and a write. */
export const submitSubscribeForm = defineAction<SubscribeRequest>()({
  nonce: NONCE_SPECS.et_frontend,
  timeoutMs: 30_000,
  retryable: false,
  answerFormat: 'json',
  parseAnswer: parseSubscribe,
});
