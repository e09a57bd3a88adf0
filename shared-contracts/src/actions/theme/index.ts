import type { ActionMapOf } from '../define-action';
import { abGetSubjectId } from './ab-get-subject-id';
import { submitSubscribeForm } from './submit-subscribe-form';
import { updateStatsTable } from './update-stats-table';

/**
 * The page builder's ajax actions (theme-frontend.md §7), by name; each is one
 * file beside this one. All answer raw JSON (`die(json_encode(…))`), not the
 * WordPress envelope.
 */
export const THEME_ACTIONS = {
  et_pb_update_stats_table: updateStatsTable,
  et_pb_submit_subscribe_form: submitSubscribeForm,
  et_pb_ab_get_subject_id: abGetSubjectId,
};

export type ThemeActionMap = ActionMapOf<typeof THEME_ACTIONS>;

export { AB_RECORD_TYPES } from './update-stats-table';
export type { AbRecordType, AbStatsRecord, UpdateStatsTableRequest } from './update-stats-table';
export type { SubscribeRequest, SubscribeAnswer } from './submit-subscribe-form';
export type { AbSubjectIdRequest, AbSubjectIdAnswer } from './ab-get-subject-id';
