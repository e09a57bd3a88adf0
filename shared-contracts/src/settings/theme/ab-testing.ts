/**
 * Split testing (theme-frontend.md §3, §4, §7; MARKUP-FACTS §1.5 "A/B testing").
 */
export const AB_RECORD_TYPES = ['read_page', 'read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short'] as const;
export type AbRecordType = (typeof AB_RECORD_TYPES)[number];

/** One stats record, sent as the JSON `stats_data_array` of `et_pb_update_stats_table`. */
export interface AbStatsRecord {
  /** The page id. */
  readonly test_id: number | string;
  readonly subject_id: number | string;
  readonly record_type: AbRecordType;
}

/** One entry of `et_pb_custom.ab_tests`. */
export interface AbTestConfig {
  readonly post_id: number | string;
  readonly test_id: number | string;
}

/**
 * Cookie that marks a goal as logged for this visitor:
 * `et_pb_ab_{type}_{postId}{testId}{subject}` (the parts are glued without separators).
 */
export function abGoalCookieName(recordType: AbRecordType, postId: number | string, testId: number | string, subjectId: number | string): string {
  return `et_pb_ab_${recordType}_${postId}${testId}${subjectId}`;
}

/** Class prefix of a subject element: `et_pb_ab_subject_id-{postId}_{subjectId}`. */
export const AB_SUBJECT_CLASS_PREFIX = 'et_pb_ab_subject_id-';
/** Class of a goal element; it also carries `et_pb_ab_goal_id-{postId}`. */
export const AB_GOAL_CLASS = 'et_pb_ab_goal';
