import { randomBytes } from 'node:crypto';
import type { AbTest } from '../cms/ab-tests';
import { subjectFor } from './ab-subject';

const secret = randomBytes(32);

test('a visitor keeps their A/B subject, and visitors are spread over the subjects', () => {
  const test: AbTest = { post_id: 1, test_id: 1, subjects: [{ id: '1', content: 'a' }, { id: '2', content: 'b' }] };
  expect(subjectFor(secret, 'visitor-a', test)).toBe(subjectFor(secret, 'visitor-a', test));
  const seen = new Set(Array.from({ length: 40 }, (_, i) => subjectFor(secret, `visitor-${i}`, test).id));
  expect(seen).toEqual(new Set(['1', '2']));
});
