import type { Database } from 'better-sqlite3';
import { type AbStatsRepository, createAbStatsRepository } from '../ab-testing/ab-stats-repository';
import { type CartItemsRepository, createCartItemsRepository } from '../shop/cart-items-repository';
import { type CartsRepository, createCartsRepository } from '../shop/carts-repository';
import { createShopOrdersRepository, type ShopOrdersRepository } from '../shop/shop-orders-repository';
import { type ContactMessagesRepository, createContactMessagesRepository } from '../theme/contact-messages-repository';
import { type CouponFailuresRepository, createCouponFailuresRepository } from '../payments/coupon-failures-repository';
import { type CouponsRepository, createCouponsRepository } from '../payments/coupons-repository';
import { createMailOutboxRepository, type MailOutboxRepository } from '../forms/store/mail-outbox-repository';
import { createNewsletterSubscriptionsRepository, type NewsletterSubscriptionsRepository } from '../newsletter/newsletter-subscriptions-repository';
import { createOrdersRepository, type OrdersRepository } from '../payments/orders-repository';
import { createProductsRepository, type ProductsRepository } from '../shop/products-repository';
import { createSavedProgressRepository, type SavedProgressRepository } from '../save-progress/saved-progress-repository';
import { createSessionsRepository, type SessionsRepository } from '../accounts/sessions-repository';
import { createLoginGrantsRepository, type LoginGrantsRepository } from '../accounts/login-grants-repository';
import { createSubmissionUploadsRepository, type SubmissionUploadsRepository } from '../forms/store/submission-uploads-repository';
import { createSubmissionsRepository, type SubmissionsRepository } from '../forms/store/submissions-repository';
import { createUploadsRepository, type UploadsRepository } from '../uploads/uploads-repository';
import { createUsersRepository, type UsersRepository } from '../accounts/users-repository';

/** Every table's repository, plus the transaction wrapper handlers use for multi-table writes. */
export interface Repositories {
  readonly uploads: UploadsRepository;
  readonly submissions: SubmissionsRepository;
  readonly submissionUploads: SubmissionUploadsRepository;
  readonly savedProgress: SavedProgressRepository;
  readonly mailOutbox: MailOutboxRepository;
  readonly coupons: CouponsRepository;
  readonly couponFailures: CouponFailuresRepository;
  readonly orders: OrdersRepository;
  readonly products: ProductsRepository;
  readonly carts: CartsRepository;
  readonly cartItems: CartItemsRepository;
  readonly users: UsersRepository;
  readonly sessions: SessionsRepository;
  readonly loginGrants: LoginGrantsRepository;
  readonly contactMessages: ContactMessagesRepository;
  readonly newsletterSubscriptions: NewsletterSubscriptionsRepository;
  readonly abStats: AbStatsRepository;
  readonly shopOrders: ShopOrdersRepository;
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
    couponFailures: createCouponFailuresRepository(db),
    orders: createOrdersRepository(db),
    products: createProductsRepository(db),
    carts: createCartsRepository(db),
    cartItems: createCartItemsRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    loginGrants: createLoginGrantsRepository(db),
    contactMessages: createContactMessagesRepository(db),
    newsletterSubscriptions: createNewsletterSubscriptionsRepository(db),
    abStats: createAbStatsRepository(db),
    shopOrders: createShopOrdersRepository(db),
    transaction: (work) => db.transaction(work)(),
  };
}
