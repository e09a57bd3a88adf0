import { createHmac } from 'node:crypto';
import type { AbSubject, AbTest } from '../cms/ab-tests';

/**
 * The subject a visitor sees in a split test: derived from the visitor's
 * cookie id and the test with the site secret, so it is stable across visits
 * and restarts without a table, spread evenly, and not chosen by the visitor.
 */
export function subjectFor(secret: Buffer, visitorId: string, test: AbTest): AbSubject {
  const digest = createHmac('sha256', secret).update(`ab|${test.test_id}|${visitorId}`).digest();
  return test.subjects[digest.readUInt32BE(0) % test.subjects.length]!;
}
