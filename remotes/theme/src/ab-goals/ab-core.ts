import type { AbRecordType } from '@cms-mf/shared-contracts/actions';

/** theme-frontend.md §9: `read_goal` fires 3 s after the goal element is visible. */
export const READ_GOAL_DELAY_MS = 3000;
/** §9: goal cookies last 365 days. */
export const AB_COOKIE_DAYS = 365;
/** The theme's bounce rate when the page prints none (seconds). */
const DEFAULT_BOUNCE_RATE_SECONDS = 5;
/** The shop-conversion cookie (§9: session-like), `{postId}_{subjectId}_{testId}`. */
export const SHOP_LOG_COOKIE = 'et_pb_ab_shop_log';
/** The shortcode-tracking cookie (§9: session-like), `{postId}_{subjectId}_{testId}`. */
export const shortcodeTrackCookie = (postId: string) => `et_pb_ab_shortcode_track_${postId}`;

/** One split test of the page (`et_pb_custom.ab_tests`). */
export interface AbTestRef {
  readonly postId: string;
  readonly testId: string;
}

const ID = /^\d{1,9}$/;

/** The page's tests, keeping only numeric ids (they go into cookie names and selectors). */
export function readAbTests(value: unknown): AbTestRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((test: unknown) => {
    const { post_id, test_id } = (test ?? {}) as { post_id?: unknown; test_id?: unknown };
    const [postId, testId] = [String(post_id ?? ''), String(test_id ?? '')];
    return ID.test(postId) && ID.test(testId) ? [{ postId, testId }] : [];
  });
}

/** `read_page` waits the bounce-rate seconds (§9: seconds times 1000). */
export function readPageDelayMs(bounceRate: unknown): number {
  const seconds = Number(bounceRate);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_BOUNCE_RATE_SECONDS) * 1000;
}

/**
 * The once-per-visitor key of a record: the theme's cookie name
 * `et_pb_ab_{type}_{postId}{testId}{subject}`; clicks and shortcode
 * conversions count once per test whatever the subject.
 */
export function abLogKey(type: AbRecordType, test: AbTestRef, subjectId: string): string {
  const subject = type === 'click_goal' || type === 'con_short' ? '' : subjectId;
  return `et_pb_ab_${type}_${test.postId}${test.testId}${subject}`;
}

/** The subject id in a subject's class `et_pb_ab_subject_id-{postId}_{subjectId}`; null when absent. */
export function subjectIdFromClass(className: string, postId: string): string | null {
  const match = new RegExp(`(?:^|\\s)et_pb_ab_subject_id-${postId}_(\\d{1,9})(?:\\s|$)`).exec(className);
  return match ? match[1]! : null;
}

/** `{postId}_{subjectId}_{testId}` of the shop and shortcode cookies; null when malformed. */
export function parseTrackValue(value: string | null | undefined): { test: AbTestRef; subjectId: string } | null {
  const parts = (value ?? '').split('_');
  if (parts.length !== 3 || !parts.every((part) => ID.test(part))) return null;
  return { test: { postId: parts[0]!, testId: parts[2]! }, subjectId: parts[1]! };
}

/** A place a logged key is remembered: the cookie (365 days), local storage, this page view. */
export interface AbLogStore {
  has(key: string): boolean;
  mark(key: string): void;
}

/**
 * Each key is logged once: skipped when any store remembers it, else marked
 * in every store and sent. A store that throws (blocked cookies or storage)
 * is passed over, so the page view's memory still counts a visitor who blocks
 * both at most once per page view.
 */
export function createOnceLog(stores: readonly AbLogStore[]): { logged(key: string): boolean; claim(key: string): boolean } {
  const safe = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  const logged = (key: string) => stores.some((store) => safe(() => store.has(key), false));
  return {
    logged,
    claim(key) {
      if (logged(key)) return false;
      for (const store of stores) safe(() => store.mark(key), undefined);
      return true;
    },
  };
}

/** A store over `document.cookie`-like access; `days` 0 makes a session cookie. */
export function cookieStore(cookies: { get(): string; set(value: string): void }, days: number): AbLogStore {
  return {
    has: (key) => readCookie(cookies.get(), key) === 'true',
    mark: (key) => cookies.set(cookieString(key, 'true', days)),
  };
}

/** A store over local storage (`cmsmf:` prefixed flags). */
export function localStore(storage: () => Pick<Storage, 'getItem' | 'setItem'>): AbLogStore {
  return {
    has: (key) => storage().getItem(`cmsmf:${key}`) === 'true',
    mark: (key) => storage().setItem(`cmsmf:${key}`, 'true'),
  };
}

export function memoryStore(): AbLogStore {
  const keys = new Set<string>();
  return { has: (key) => keys.has(key), mark: (key) => void keys.add(key) };
}

/** A cookie's value in a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** A `document.cookie` assignment for the whole site; `days` 0 is a session cookie. */
export function cookieString(name: string, value: string, days: number): string {
  const age = days > 0 ? `; max-age=${Math.round(days * 24 * 60 * 60)}` : '';
  return `${name}=${encodeURIComponent(value)}; path=/${age}; SameSite=Lax`;
}
