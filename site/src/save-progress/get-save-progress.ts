import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { restorableProgress } from './restorable-progress';
import { SAVE_HASH_PATTERN } from './save-progress';

export const NOT_FOUND_MESSAGE = 'No saved progress was found for this link, or it has expired.';

/**
 * `eacf7_get_save_progress`: the saved form behind an `eacf7_state` hash, while
 * it has not expired, without what could not be sent again (restorable-progress.ts).
 */
export const getSaveProgress: ActionHandler<'eacf7_get_save_progress'> = {
  parse: (fields) => ({ state: fields.text('state', { max: 32, pattern: SAVE_HASH_PATTERN }) }),
  handle({ state }, context) {
    const row = context.repos.savedProgress.byHash(state);
    if (!row || Date.parse(row.expires_at) <= context.now().getTime()) return refuse(NOT_FOUND_MESSAGE);
    const form = context.cms.forms.get(row.form_id);
    return succeed({ form_id: row.form_id, hash: row.hash, response: form ? restorableProgress(form, row.data, context.repos) : row.data });
  },
};
