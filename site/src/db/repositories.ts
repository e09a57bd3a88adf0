import type { Database } from 'better-sqlite3';
import { type AbStatsRepository, createAbStatsRepository } from './ab-stats-repository';
import { type CartItemsRepository, createCartItemsRepository } from './cart-items-repository';
import { type CartsRepository, createCartsRepository } from './carts-repository';
import { type ContactMessagesRepository, createContactMessagesRepository } from './contact-messages-repository';
import { type CouponsRepository, createCouponsRepository } from './coupons-repository';
import { createMailOutboxRepository, type MailOutboxRepository } from './mail-outbox-repository';
import { createNewsletterSubscriptionsRepository, type NewsletterSubscriptionsRepository } from './newsletter-subscriptions-repository';
import { createOrdersRepository, type OrdersRepository } from './orders-repository';
import { createProductsRepository, type ProductsRepository } from './products-repository';
import { createSavedProgressRepository, type SavedProgressRepository } from './saved-progress-repository';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository';
import { createSubmissionUploadsRepository, type SubmissionUploadsRepository } from './submission-uploads-repository';
import { createSubmissionsRepository, type SubmissionsRepository } from './submissions-repository';
import { createUploadsRepository, type UploadsRepository } from './uploads-repository';
import { createUsersRepository, type UsersRepository } from './users-repository';

/** Every table's repository, plus the transaction wrapper handlers use for multi-table writes. */
export interface Repositories {
  readonly uploads: UploadsRepository;
  readonly submissions: SubmissionsRepository;
  readonly submissionUploads: SubmissionUploadsRepository;
  readonly savedProgress: SavedProgressRepository;
  readonly mailOutbox: MailOutboxRepository;
  readonly coupons: CouponsRepository;
  readonly orders: OrdersRepository;
  readonly products: ProductsRepository;
  readonly carts: CartsRepository;
  readonly cartItems: CartItemsRepository;
  readonly users: UsersRepository;
  readonly sessions: SessionsRepository;
  readonly contactMessages: ContactMessagesRepository;
  readonly newsletterSubscriptions: NewsletterSubscriptionsRepository;
  readonly abStats: AbStatsRepository;
  /** Runs `work` in one transaction: all its writes land, or none (a thrown error rolls back). */
  transaction<T>(work: () => T): T;
}

export function createRepositories(db: Database): Repositories {
  return {
    uploads: createUploadsRepository(db),
    submissions: createSubmissionsRepository(db),
    submissionUploads: createSubmissionUploadsRepository(db),
    savedProgress: createSavedProgressRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    coupons: createCouponsRepository(db),
    orders: createOrdersRepository(db),
    products: createProductsRepository(db),
    carts: createCartsRepository(db),
    cartItems: createCartItemsRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    contactMessages: createContactMessagesRepository(db),
    newsletterSubscriptions: createNewsletterSubscriptionsRepository(db),
    abStats: createAbStatsRepository(db),
    transaction: (work) => db.transaction(work)(),
  };
}
