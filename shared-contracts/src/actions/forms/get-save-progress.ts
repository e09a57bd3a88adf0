import { defineAction } from '../define-action';
import { expectNonEmptyString, expectNumber, expectRecord, expectString } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { DEFAULT_TIMEOUT_MS } from './timeouts';

export type GetSaveProgressRequest = {
  /** Value of the `eacf7_state` query parameter. */
  readonly state: string;
};

export type GetSaveProgressAnswer = {
  readonly form_id: number;
  readonly hash: string;
  /** The saved form serialised as a query string. */
  readonly response: string;
};

/** `data` = {form_id, hash, response}; `form_id` may be printed as text. */
function parseGetSaveProgress(data: unknown): GetSaveProgressAnswer {
  const where = 'eacf7_get_save_progress:';
  const answer = expectRecord(data, `${where} answer`);
  return {
    form_id: expectNumber(answer.form_id, `${where} form_id`),
    hash: expectNonEmptyString(answer.hash, `${where} hash`),
    response: expectString(answer.response, `${where} response`),
  };
}

/** `eacf7_get_save_progress`: a read. */
export const getSaveProgress = defineAction<GetSaveProgressRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  retryable: true,
  parseAnswer: parseGetSaveProgress,
});
