import type { WireValue } from '../wire';
import { expectBoolean, expectRecord, expectRecordOrEmptyArray, expectString, fail, optionalString } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { defineAction } from '../define-action';

/**
 * What the multistep and conversational step checks share (forms-addon.md §5,
 * §7: "same as the multistep call"): the request, the answer and its parser.
 */

/**
 * Server validation of the current step. Besides `id` and `validation_fields`,
 * the payload carries the value of every field of the form under its name
 * (without `[]`; multi-value fields as arrays, which the client sends as `name[]`).
 */
export type StepValidationRequest = {
  /** Form id. */
  readonly id: number;
  /** Names of the fields of the current step. */
  readonly validation_fields: readonly string[];
  readonly [field: string]: WireValue;
};

/**
 * Why one field is invalid (§7 "name to id and reason"): `id` is the element
 * id of the field's control, as CF7 reports it (`idref`), or null when the
 * control has none; `reason` is the tip shown under the field.
 */
export interface InvalidFieldReason {
  readonly id: string | null;
  readonly reason: string;
}

export type StepValidationAnswer = {
  readonly is_valid: boolean;
  /** Field name -> id and reason; empty when valid. */
  readonly invalid_fields: Readonly<Record<string, InvalidFieldReason>>;
};

/**
 * `{is_valid, invalid_fields: {[name]: {id, reason}}}`. The real server builds
 * `invalid_fields` from CF7's validation result, whose items are
 * `{reason, idref}`, omits it when valid, and PHP may print an empty one as
 * `[]`. All are accepted; the id is read from `id` or else `idref`, null when neither.
 */
function parseStepValidation(action: string) {
  return (data: unknown): StepValidationAnswer => {
    const answer = expectRecord(data, `${action}: answer`);
    const isValid = expectBoolean(answer.is_valid, `${action}: is_valid`);
    if (answer.invalid_fields === undefined) {
      if (!isValid) fail(`${action}: invalid_fields`, 'is missing while is_valid is false');
      return { is_valid: true, invalid_fields: {} };
    }
    const raw = expectRecordOrEmptyArray(answer.invalid_fields, `${action}: invalid_fields`);
    const invalid: Record<string, InvalidFieldReason> = {};
    for (const [name, value] of Object.entries(raw)) {
      const where = `${action}: invalid_fields.${name}`;
      const item = expectRecord(value, where);
      const reason = expectString(item.reason, `${where}.reason`);
      const id = optionalString(item.id ?? item.idref, `${where}.id`);
      invalid[name] = { id: id || null, reason };
    }
    return { is_valid: isValid, invalid_fields: invalid };
  };
}

/** Server-side validation of one step: a read, safe to send again. */
const STEP_VALIDATION_TIMEOUT_MS = 15_000;

/** The policy of one of the two step actions. */
export const stepValidationAction = (action: string) =>
  defineAction<StepValidationRequest>()({
    nonce: NONCE_SPECS.eacf7,
    timeoutMs: STEP_VALIDATION_TIMEOUT_MS,
    retryable: true,
    parseAnswer: parseStepValidation(action),
  });
