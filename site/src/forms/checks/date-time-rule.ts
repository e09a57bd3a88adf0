import {
  DEFAULT_DATE_TIME_FORMAT,
  type DateTimeLimits,
  dateTimeMessage,
  dateTimeProblem,
  parseDateTimeLimit,
  parseExcludedDates,
  readPostedDateTime,
} from '@cms-mf/shared-contracts/fields';
import type { FieldSettings } from '../../cms/field-settings';

/** The limits the field's settings give (printed into its markup too). */
export function dateTimeLimits(settings: FieldSettings | undefined): DateTimeLimits {
  return {
    min: parseDateTimeLimit(settings?.min),
    max: parseDateTimeLimit(settings?.max),
    excludeDays: settings?.exclude_days ?? [],
    excludeDates: parseExcludedDates(settings?.exclude_dates?.join(',')),
  };
}

/**
 * A posted date-time value: the picker's `YYYY-MM-DD HH:MM` (or the display
 * format, typed without scripts), within min/max, not on an excluded day.
 */
export function dateTimeFieldProblem(value: string, settings: FieldSettings | undefined): string | null {
  const format = settings?.format ?? DEFAULT_DATE_TIME_FORMAT;
  const parsed = readPostedDateTime(value, format);
  if (!parsed) return dateTimeMessage('invalid', format);
  const problem = dateTimeProblem(parsed, dateTimeLimits(settings));
  return problem ? dateTimeMessage(problem, format) : null;
}
