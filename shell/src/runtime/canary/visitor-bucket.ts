/** First-party storage key of the visitor's canary bucket: a random number, nothing personal. */
export const BUCKET_KEY = 'cmsmf-bucket';

/** A bucket outside every canary: a visitor whose browser keeps nothing stays on the stable versions. */
const NO_STORAGE_BUCKET = 1;

/** The part of `Storage` the bucket needs (tests pass a Map-backed one). */
export type BucketStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The visitor's bucket in [0, 1): drawn once and kept in first-party storage,
 * so one visitor runs the same version on every page view. A malformed stored
 * value is drawn again. Without storage (blocked, or a quota of zero) the
 * visitor is kept out of canaries rather than re-drawn on every page view.
 */
export function visitorBucket(storage: BucketStorage | undefined, random: () => number = Math.random): number {
  try {
    let bucket = Number(storage!.getItem(BUCKET_KEY) ?? NaN);
    if (!(bucket >= 0 && bucket < 1)) storage!.setItem(BUCKET_KEY, String((bucket = random())));
    return bucket;
  } catch {
    return NO_STORAGE_BUCKET;
  }
}

/** `localStorage`, or undefined where reading it throws (storage blocked by the browser). */
export function localStorageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}
