import { mediaQueryOf, parseLoadTrigger, type LoadTrigger } from '@cms-mf/shared-contracts/registry/load-trigger';

/** What an element waits for before its module loads (an interaction with it always counts as well). */
export interface ArmingPlan {
  /** Load at once. */
  readonly now: boolean;
  /** Load when the element comes near the viewport. */
  readonly whenVisible: boolean;
  /** Load once the page is idle after parsing. */
  readonly whenIdle: boolean;
  /** Load while this media query matches; until then not even an interaction loads it. */
  readonly media?: string;
  /** Fetch the module's files ahead of use on hover, and let an interaction load it. */
  readonly prefetchOnIntent: boolean;
}

/**
 * The trigger of one element: its own `data-cmsmf-load` when valid, else the registry's.
 * An element the address names (`#id|…`, the page's hash state) loads at once:
 * the link asks for its state to show on arrival (a gallery image, a tab). A
 * `media:` trigger still waits for its query, as its module does not apply otherwise.
 */
export function effectiveTrigger(registryDefault: LoadTrigger, attribute: string | null, namedByAddress = false): LoadTrigger {
  const trigger = parseLoadTrigger(attribute) ?? registryDefault;
  return namedByAddress && mediaQueryOf(trigger) === undefined ? 'immediate' : trigger;
}

/**
 * Pure rule behind the triggers. An `interaction` module is also fetched and
 * mounted once the page is idle, so that its first use is instant: the idle
 * callback runs only when the main thread has nothing else to do. A visitor who
 * asked to save data (`navigator.connection.saveData`) gets nothing ahead of
 * use: no idle warm-up and no prefetch on hover.
 */
export function armingPlan(trigger: LoadTrigger, saveData: boolean): ArmingPlan {
  const media = mediaQueryOf(trigger);
  return {
    now: trigger === 'immediate',
    whenVisible: trigger === 'visible',
    whenIdle: trigger === 'idle' || (trigger === 'interaction' && !saveData),
    ...(media === undefined ? {} : { media }),
    prefetchOnIntent: !saveData,
  };
}
