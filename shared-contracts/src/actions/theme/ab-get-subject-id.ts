import { isRecord } from '../../is-record';
import { defineAction } from '../define-action';
import { expectId, expectString, fail } from '../expect';
import { NONCE_SPECS } from '../nonce';

/** Cache-plugin case: asks which subject of a test this visitor sees. */
export type AbSubjectIdRequest = { readonly et_pb_ab_test_id: number | string };

export type AbSubjectIdAnswer = {
  /** Subject id, as text. */
  readonly id: string;
  /** HTML that replaces the subject placeholder (sanitise before inserting). */
  readonly content: string;
};

/** `{id, content}`; the id may be printed as a number. */
function parseAbSubjectId(data: unknown): AbSubjectIdAnswer {
  const where = 'et_pb_ab_get_subject_id:';
  if (!isRecord(data)) fail(`${where} answer`, 'must be an object with id and content');
  return { id: expectId(data.id, `${where} id`), content: expectString(data.content, `${where} content`) };
}

/** `et_pb_ab_get_subject_id`: a read that picks (and remembers) the visitor's subject; safe to ask twice. */
export const abGetSubjectId = defineAction<AbSubjectIdRequest>()({
  nonce: NONCE_SPECS.et_frontend,
  timeoutMs: 10_000,
  retryable: true,
  answerFormat: 'json',
  parseAnswer: parseAbSubjectId,
});
