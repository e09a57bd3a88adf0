/** The review rating's range (theme-frontend.md §3: a select with values 1 to 5). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export interface RatingOption {
  readonly value: number;
  /** The option's own words ("Perfect"), shown to assistive technology with the star count. */
  readonly text: string;
}

/** The select's options that are ratings 1-5, lowest first (the platform lists them 5 to 1); others (the "Rate…" prompt) are dropped. */
export function ratingOptions(options: ReadonlyArray<{ value: string; text: string }>): RatingOption[] {
  return options
    .filter((option) => /^[1-5]$/.test(option.value))
    .map((option) => ({ value: Number(option.value), text: option.text.trim() }))
    .filter((option, i, all) => all.findIndex((other) => other.value === option.value) === i)
    .sort((a, b) => a.value - b.value);
}

/** Accessible name of one star: `4 of 5 stars, Good`. */
export const starLabel = (option: RatingOption): string => `${option.value} of ${RATING_MAX} stars${option.text && option.text !== String(option.value) ? `, ${option.text}` : ''}`;

/** Whether star `value` is lit for the current rating. */
export const isStarLit = (value: number, rating: number): boolean => value <= rating;
