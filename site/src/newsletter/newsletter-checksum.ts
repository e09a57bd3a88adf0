import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewsletterList } from '../cms/newsletter-lists';

/**
 * The newsletter module's `et_pb_signup_checksum`: an HMAC of the list's
 * provider, account and id with the site secret. The page prints it; the
 * subscribe action accepts only a provider/account/list triple whose
 * checksum matches, so a visitor cannot point the form at another list.
 */
export function newsletterChecksum(secret: Buffer, list: Pick<NewsletterList, 'provider' | 'account' | 'list_id'>): string {
  return createHmac('sha256', secret).update(`newsletter|${list.provider}|${list.account}|${list.list_id}`).digest('hex').slice(0, 32);
}

export function isNewsletterChecksum(secret: Buffer, list: Pick<NewsletterList, 'provider' | 'account' | 'list_id'>, checksum: string): boolean {
  const expected = Buffer.from(newsletterChecksum(secret, list));
  const given = Buffer.from(checksum);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
