import { NONCE_SPECS } from './nonce';
import type { PolicyFor } from './policy';
import type { ThemeActionMap } from './theme-actions';
import { parseAbSubjectId, parseSubscribe, parseUpdateStatsTable } from './theme-answers';

/** Policies of the page builder's actions; all answer raw JSON (`die(json_encode(…))`). */
export const THEME_ACTION_POLICIES: { readonly [A in keyof ThemeActionMap]: PolicyFor<ThemeActionMap[A]['answer']> } = {
  // A write (one stats row); a lost record is better than a double one.
  et_pb_update_stats_table: { nonce: NONCE_SPECS.et_ab_log, timeoutMs: 10_000, retryable: false, answerFormat: 'json', parseAnswer: parseUpdateStatsTable },
  // Calls the mailing provider: slow, and a write.
  et_pb_submit_subscribe_form: { nonce: NONCE_SPECS.et_frontend, timeoutMs: 30_000, retryable: false, answerFormat: 'json', parseAnswer: parseSubscribe },
  // A read that picks (and remembers) the visitor's subject; safe to ask twice.
  et_pb_ab_get_subject_id: { nonce: NONCE_SPECS.et_frontend, timeoutMs: 10_000, retryable: true, answerFormat: 'json', parseAnswer: parseAbSubjectId },
};
