import type { AbStatsRecord } from '../settings/theme/ab-testing';
import type { NewsletterSubscription } from '../settings/theme/newsletter-subscription';

/**
 * Request and answer types of the page builder's ajax actions
 * (theme-frontend.md §7). Requests omit the nonce (see wire.ts).
 */

/** Logs one A/B record. */
export type UpdateStatsTableRequest = {
  /** Sent as one JSON string, as the theme does. */
  readonly stats_data_array: AbStatsRecord;
};
/** The answer is ignored (§7). */
export type UpdateStatsTableAnswer = null;

export type SubscribeRequest = NewsletterSubscription;
/**
 * The theme's JSON `{error}` or `{success}` (§7 "fields error and success").
 * Both absent means an empty answer: the module shows `subscription_failed`.
 */
export type SubscribeAnswer = {
  readonly error?: string;
  readonly success?: string | boolean;
};

/** Cache-plugin case: asks which subject of a test this visitor sees. */
export type AbSubjectIdRequest = { readonly et_pb_ab_test_id: number | string };
export type AbSubjectIdAnswer = {
  /** Subject id, as text. */
  readonly id: string;
  /** HTML that replaces the subject placeholder (sanitise before inserting). */
  readonly content: string;
};

/** The page builder's actions, by name. */
export interface ThemeActionMap {
  et_pb_update_stats_table: { request: UpdateStatsTableRequest; answer: UpdateStatsTableAnswer };
  et_pb_submit_subscribe_form: { request: SubscribeRequest; answer: SubscribeAnswer };
  et_pb_ab_get_subject_id: { request: AbSubjectIdRequest; answer: AbSubjectIdAnswer };
}
