import type { ActionHandler } from '../ajax/action-handler';
import { succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import { newToken, TOKEN_PATTERN, VISITOR_COOKIE } from '../accounts/session-cookie';
import { subjectFor } from './ab-subject';

const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * `et_pb_ab_get_subject_id` (pages served from a cache): which subject of a
 * split test this visitor sees, and its content. The choice follows the
 * visitor cookie (set here when missing), so it stays the same on every view.
 */
export const abGetSubjectId: ActionHandler<'et_pb_ab_get_subject_id'> = {
  parse: (fields) => ({ et_pb_ab_test_id: fields.integer('et_pb_ab_test_id', { min: 1 }) }),
  handle({ et_pb_ab_test_id: testId }, context) {
    const test = context.cms.abTests.find((candidate) => candidate.test_id === Number(testId));
    if (!test) throw new BadFieldError('et_pb_ab_test_id', 'names no split test of this site');
    const cookie = context.cookies.get(VISITOR_COOKIE);
    const visitor = cookie && TOKEN_PATTERN.test(cookie) ? cookie : newToken();
    if (visitor !== cookie) context.cookies.set(VISITOR_COOKIE, visitor, { maxAgeSeconds: VISITOR_COOKIE_SECONDS, httpOnly: true });
    const subject = subjectFor(context.secret, visitor, test);
    return succeed({ id: subject.id, content: subject.content });
  },
};
