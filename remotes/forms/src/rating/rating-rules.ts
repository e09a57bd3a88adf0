import { RATING_MAX, RATING_MIN } from '@cms-mf/shared-contracts/constants';

/** The add-on's style whose stars come with a message (forms-addon.md §8; `data-style="3"`). */
export const MESSAGE_STYLE = 3;

/** Messages of style 3 by value 1 to 5 (forms-addon.md §8). */
export const RATING_MESSAGES: readonly string[] = ['Very Bad!', 'Bad!', 'Okay', 'Good!', 'Excellent!'];
/** Shown while no rating is chosen (forms-addon.md §8). */
export const NO_RATING_MESSAGE = 'Please provide a rating.';

/** A rating value 1..5, or 0 for none: anything else (text, 2.5, 9) is none. */
export function toRating(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isInteger(number) && number >= RATING_MIN && number <= RATING_MAX ? number : 0;
}

/**
 * The style-3 message for a value. Without one, the default asks for a
 * rating only when `prompt` says the visitor should give one (a required
 * rating left or sent empty); before that, and on an optional rating, nothing.
 */
export function ratingMessage(value: number, prompt = false): string {
  return RATING_MESSAGES[toRating(value) - 1] ?? (prompt ? NO_RATING_MESSAGE : '');
}

/**
 * The value a key moves a radio group of stars to (WAI-ARIA radio group):
 * arrows step and wrap around, Home and End jump to the ends, Space and Enter
 * choose the focused star. `null` for keys the group does not handle.
 */
export function ratingAfterKey(key: string, current: number, focused: number): number | null {
  const from = toRating(current) || toRating(focused) || 0;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return from >= RATING_MAX ? RATING_MIN : from + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return from <= RATING_MIN ? RATING_MAX : from - 1;
    case 'Home':
      return RATING_MIN;
    case 'End':
      return RATING_MAX;
    case ' ':
    case 'Enter':
      return toRating(focused) || null;
    default:
      return null;
  }
}
