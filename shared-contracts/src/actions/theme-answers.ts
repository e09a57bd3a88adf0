import type { AbSubjectIdAnswer, SubscribeAnswer } from './theme-actions';
import { expectId, expectRecord, expectString, fail, isRecord } from './guards';

/**
 * Answer parsers of the page builder's actions (theme-frontend.md §7). These
 * actions answer raw JSON, not the WordPress envelope (policy `answerFormat: 'json'`).
 */

/** The answer is ignored; whatever came back is dropped. */
export function parseUpdateStatsTable(): null {
  return null;
}

/**
 * `{error: text}` or `{success: …}` (the theme sends `true` or a text). An
 * empty body (null, '') is not an error: it is the case §8 answers with
 * `subscription_failed`, so it parses to `{}`.
 */
export function parseSubscribe(data: unknown): SubscribeAnswer {
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

/** `{id, content}`; the id may be printed as a number. */
export function parseAbSubjectId(data: unknown): AbSubjectIdAnswer {
  const where = 'et_pb_ab_get_subject_id:';
  if (!isRecord(data)) fail(`${where} answer`, 'must be an object with id and content');
  return { id: expectId(data.id, `${where} id`), content: expectString(data.content, `${where} content`) };
}
