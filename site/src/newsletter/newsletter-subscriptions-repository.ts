import type { Database } from 'better-sqlite3';

/** One address on one mailing list (the reference site is its own mailing provider). */
export interface NewsletterSubscriptionRow {
  readonly id: number;
  readonly list_id: string;
  readonly provider: string;
  readonly account: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly custom_fields_json: string;
  readonly ip_address: string;
  readonly created_at: string;
}

export type NewSubscription = Omit<NewsletterSubscriptionRow, 'id'>;

export interface NewsletterSubscriptionsRepository {
  /** False when the address is already on the list (nothing changes). */
  insert(subscription: NewSubscription): boolean;
  count(): number;
}

export function createNewsletterSubscriptionsRepository(db: Database): NewsletterSubscriptionsRepository {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO newsletter_subscriptions (list_id, provider, account, email, first_name, last_name, custom_fields_json, ip_address, created_at)
     VALUES (@list_id, @provider, @account, @email, @first_name, @last_name, @custom_fields_json, @ip_address, @created_at)`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscriptions');
  return {
    insert: (subscription) => insert.run(subscription).changes === 1,
    count: () => (count.get() as { n: number }).n,
  };
}
