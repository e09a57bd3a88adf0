import { AB_RECORD_TYPES, type AbRecordType } from '@cms-mf/shared-contracts/actions';
import type { ActionHandler } from '../ajax/action-handler';
import { succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';

/**
 * `et_pb_update_stats_table`: one A/B stats record. The test must be one of
 * the site's split tests and the subject one of its subjects; the record
 * type one of the six the theme logs. The answer is ignored by the theme.
 */
export const updateStatsTable: ActionHandler<'et_pb_update_stats_table'> = {
  parse(fields) {
    const raw = fields.json('stats_data_array', { max: 1000 });
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BadFieldError('stats_data_array', 'must be an object');
    const { test_id, subject_id, record_type } = raw as Record<string, unknown>;
    const id = (value: unknown, name: string) => {
      if ((typeof value !== 'string' && typeof value !== 'number') || !/^\d{1,9}$/.test(String(value))) throw new BadFieldError(`stats_data_array.${name}`, 'must be a numeric id');
      return String(value);
    };
    if (!(AB_RECORD_TYPES as readonly unknown[]).includes(record_type)) throw new BadFieldError('stats_data_array.record_type', `must be one of ${AB_RECORD_TYPES.join(', ')}`);
    return { stats_data_array: { test_id: id(test_id, 'test_id'), subject_id: id(subject_id, 'subject_id'), record_type: record_type as AbRecordType } };
  },
  handle({ stats_data_array: stats }, context) {
    const test = context.cms.abTests.find((candidate) => String(candidate.test_id) === String(stats.test_id));
    if (!test) throw new BadFieldError('stats_data_array.test_id', 'names no split test of this site');
    if (!test.subjects.some((subject) => subject.id === String(stats.subject_id))) throw new BadFieldError('stats_data_array.subject_id', 'names no subject of this test');
    context.repos.abStats.insert({ test_id: String(stats.test_id), subject_id: String(stats.subject_id), record_type: stats.record_type, created_at: context.now().toISOString() });
    return succeed(null);
  },
};
