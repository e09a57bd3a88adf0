import { activatedBy, isPlainClick } from './held-click';
import type { ArmingPlan } from './arming-plan';
import { whenIdle } from './when-idle';

/** How near the viewport a `visible` element loads: a screen's worth of scrolling hides the wait. */
export const VISIBLE_MARGIN = '200px 0px';

/** Events that mean "the visitor is using this element now": they load its module at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** One element waiting for its module. */
export interface Armed {
  readonly el: Element;
  readonly plan: ArmingPlan;
  /** Whether a click inside its element waits for its module; not for a page-level module on a page wrapper, which would hold every link. */
  readonly holdsClicks: boolean;
  /** Whether any plain click on its element waits, not only one on a link or button inside (a site's popup trigger may be any element). */
  readonly holdsAnyClick?: boolean;
  /** Whether it is waiting (not loading, mounted or gone), and so answers to triggers and holds clicks. */
  waiting(): boolean;
  /** Whether its module is on the way: clicks stay held until it is there. */
  loading(): boolean;
}

export interface TriggerHubOptions {
  readonly doc: Document;
  readonly signal: AbortSignal;
  /** Load and mount now. */
  readonly fire: (armed: Armed) => void;
  /** Fetch ahead of use. */
  readonly prefetch: (armed: Armed) => void;
}

export interface TriggerHub {
  arm(armed: Armed): void;
  /** Forgets an element that left the page. */
  disarm(armed: Armed): void;
  /** Tells the hub a load has settled (mounted or failed): held clicks waiting only on it are replayed. */
  settled(armed: Armed): void;
  /** A click taken before the runtime was there (shell/src/index.ts): handled as if it happened now. */
  adoptClick(target: Element): void;
}

interface Hold {
  readonly target: Element;
  readonly on: Set<Armed>;
}

/**
 * Wires the page's events to the waiting elements, with one set of listeners
 * for the whole page: interactions fire a load, hovering prefetches, and a click
 * that would activate something (a gallery link, Start, Send) is held while the
 * module loads and replayed once it is there, so the first click is never lost.
 * If the module fails, the same click is replayed on the server markup, which
 * then does what it does without scripts (a gallery link opens the image).
 */
export function createTriggerHub(options: TriggerHubOptions): TriggerHub {
  const { doc, signal } = options;
  const win = doc.defaultView!;
  const armed = new Set<Armed>();
  const holds: Hold[] = [];
  const idleQueue = new Set<Armed>();
  const controllers = new Map<Armed, AbortController>();
  let replaying = false;

  const containing = (target: EventTarget | null, when: (a: Armed) => boolean): Armed[] =>
    target instanceof Node ? [...armed].filter((a) => when(a) && a.el.contains(target)) : [];
  const answers = (a: Armed) => a.waiting() && (a.plan.media === undefined || win.matchMedia(a.plan.media).matches);
  const fire = (a: Armed) => {
    if (a.waiting()) options.fire(a);
  };

  let observer: IntersectionObserver | undefined;
  /** Created on the first `visible` element: most pages have none. */
  const visibility = (): IntersectionObserver => {
    if (observer) return observer;
    const created = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          created.unobserve(entry.target);
          [...armed].filter((a) => a.el === entry.target && a.plan.whenVisible).forEach(fire);
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    signal.addEventListener('abort', () => created.disconnect(), { once: true });
    observer = created;
    return created;
  };

  const onInteraction = (event: Event) => containing(event.target, answers).forEach(fire);
  const onIntent = (event: Event) => containing(event.target, (a) => answers(a) && a.plan.prefetchOnIntent).forEach(options.prefetch);

  function hold(target: Element, on: Armed[]): boolean {
    if (on.length === 0) return false;
    holds.push({ target, on: new Set(on) });
    on.forEach(fire);
    return true;
  }

  /** The modules a click on `target` waits for: those it wakes and those on their way. */
  const holding = (target: Element) => containing(target, (a) => a.holdsClicks && (answers(a) || a.loading()));

  const onClick = (event: MouseEvent) => {
    if (replaying || !isPlainClick(event)) return;
    // The link or button the click activates; else the element of a waiting module that takes any click on it.
    const target = activatedBy(event, event.target) ?? containing(event.target, (a) => a.holdsAnyClick === true && (answers(a) || a.loading()))[0]?.el;
    if (target && hold(target, holding(target))) event.preventDefault();
  };

  for (const type of INTERACTIONS) doc.addEventListener(type, onInteraction, { capture: true, passive: true, signal });
  doc.addEventListener('pointerover', onIntent, { capture: true, passive: true, signal });
  doc.addEventListener('click', onClick, { capture: true, signal });

  function scheduleIdle(a: Armed): void {
    idleQueue.add(a);
    if (idleQueue.size > 1) return;
    whenIdle(win, signal, () => {
      const due = [...idleQueue];
      idleQueue.clear();
      due.forEach(fire);
    });
  }

  function settled(a: Armed): void {
    for (const held of [...holds]) {
      held.on.delete(a);
      if (held.on.size > 0) continue;
      holds.splice(holds.indexOf(held), 1);
      if (!held.target.isConnected) continue;
      // Replayed as a real click: the module's own handler takes it, or, when it
      // failed, the browser's default (follow the link, send the form).
      replaying = true;
      try {
        (held.target as HTMLElement).click();
      } finally {
        replaying = false;
      }
    }
  }

  return {
    settled,
    arm(a) {
      armed.add(a);
      const { plan } = a;
      if (plan.media !== undefined) {
        const query = win.matchMedia(plan.media);
        if (!query.matches) {
          const controller = new AbortController();
          controllers.set(a, controller);
          query.addEventListener('change', () => query.matches && fire(a), { signal: controller.signal });
          return;
        }
        return fire(a);
      }
      // Focus already inside: the visitor clicked or tabbed in before the runtime came, and that focusin is gone.
      const focused = doc.activeElement;
      if (plan.now || (focused !== null && focused !== doc.body && a.el.contains(focused))) return fire(a);
      if (plan.whenVisible) visibility().observe(a.el);
      if (plan.whenIdle) scheduleIdle(a);
    },
    disarm(a) {
      armed.delete(a);
      idleQueue.delete(a);
      controllers.get(a)?.abort();
      controllers.delete(a);
      if (![...armed].some((other) => other.el === a.el)) observer?.unobserve(a.el);
      settled(a);
    },
    adoptClick(target) {
      if (!hold(target, holding(target))) (target as HTMLElement).click();
    },
  };
}
