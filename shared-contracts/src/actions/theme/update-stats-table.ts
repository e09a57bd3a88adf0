import { defineAction } from '../define-action';
import { NONCE_SPECS } from '../nonce';

/** Split-test record types (theme-frontend.md §3, §4, §7; MARKUP-FACTS §1.5 "A/B testing"). */
export const AB_RECORD_TYPES = ['read_page', 'read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short'] as const;
export type AbRecordType = (typeof AB_RECORD_TYPES)[number];

/** One stats record, sent as the JSON `stats_data_array`. */
export interface AbStatsRecord {
  /** The page id. */
  readonly test_id: number | string;
  readonly subject_id: number | string;
  readonly record_type: AbRecordType;
}

/** Logs one A/B record. */
export type UpdateStatsTableRequest = {
  /** Sent as one JSON string, as the theme does. */
  readonly stats_data_array: AbStatsRecord;
};

/** The answer is ignored (§7); whatever came back is dropped. */
function parseUpdateStatsTable(): null {
  return null;
}

/** `et_pb_update_stats_table`: a write (one stats row); a lost record is better than a double one. */
export const updateStatsTable = defineAction<UpdateStatsTableRequest>()({
  nonce: NONCE_SPECS.et_ab_log,
  timeoutMs: 10_000,
  retryable: false,
  answerFormat: 'json',
  parseAnswer: parseUpdateStatsTable,
});
