import { randomBytes } from 'node:crypto';
import { isNewsletterChecksum, newsletterChecksum } from './newsletter-checksum';

const secret = randomBytes(32);

test('newsletter checksums bind provider, account and list', () => {
  const list = { provider: 'cmsmf', account: 'demo', list_id: 'news' };
  const checksum = newsletterChecksum(secret, list);
  expect(isNewsletterChecksum(secret, list, checksum)).toBe(true);
  expect(isNewsletterChecksum(secret, { ...list, list_id: 'other' }, checksum)).toBe(false);
  expect(isNewsletterChecksum(randomBytes(32), list, checksum)).toBe(false);
  expect(isNewsletterChecksum(secret, list, 'short')).toBe(false);
});
