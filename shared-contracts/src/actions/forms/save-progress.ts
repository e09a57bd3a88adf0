import { defineAction } from '../define-action';
import { expectNonEmptyString, expectRecord, expectSafeUrl, expectString } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { DEFAULT_TIMEOUT_MS } from './timeouts';

export type SaveProgressRequest = {
  readonly formId: number;
  /** Page the form is on; the field name's misspelling is the product's. */
  readonly souce_url: string;
  /** The form serialised as a query string. */
  readonly data: string;
  /** Hash of an earlier save to overwrite, or empty for a new one. */
  readonly hash: string;
};

export type SaveProgressAnswer = {
  readonly hash: string;
  /** Link that restores the progress (`?eacf7_state=…`). */
  readonly saved_url: string;
  readonly message: string;
};

/** `data` = {hash, saved_url, message}. */
function parseSaveProgress(data: unknown): SaveProgressAnswer {
  const where = 'eacf7_save_progress:';
  const answer = expectRecord(data, `${where} answer`);
  return {
    hash: expectNonEmptyString(answer.hash, `${where} hash`),
    saved_url: expectSafeUrl(answer.saved_url, `${where} saved_url`),
    message: expectString(answer.message, `${where} message`),
  };
}

/** `eacf7_save_progress`: a write. */
export const saveProgress = defineAction<SaveProgressRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  retryable: false,
  parseAnswer: parseSaveProgress,
});
