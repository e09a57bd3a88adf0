import { DATE_TIME_SHEET } from './date-time-sheet';
import type { FieldSheet } from './field-sheet';
import { IMAGE_CHOICE_SHEET } from './image-choice-sheet';
import { PHONE_SHEET } from './phone-sheet';
import { RATING_SHEET } from './rating-sheet';
import { SIGNATURE_SHEET } from './signature-sheet';

/**
 * The field sheets whose size the server markup needs from the first paint (a field that grows or shrinks
 * when its module mounts moves everything below it). For the server: a module imports its own sheet.
 */
export const ADDON_FIELD_SHEETS: readonly FieldSheet[] = [PHONE_SHEET, DATE_TIME_SHEET, RATING_SHEET, IMAGE_CHOICE_SHEET, SIGNATURE_SHEET];
