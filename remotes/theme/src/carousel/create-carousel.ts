import { createButton } from '@cms-mf/dom-kit';
import { createDomRestorer } from '../dom/dom-restorer';
import { slideIn } from '../dom/fade';
import { CAROUSEL_TOUCH_ACTION, listenForSwipe } from '../dom/swipe';
import { prefersReducedMotion } from '../core/reduced-motion';
import { type PauseReason, initialReasons, isRunning, withReason } from '../slider/autoplay-pause';
import { createPauseButton } from '../slider/pause-button';
import { groupCount, inGroup, targetGroup } from './carousel-core';
import { visuallyHidden } from '../dom/visually-hidden';

export interface CreateCarouselOptions {
  /** The element that holds the items; it is what slides. */
  readonly track: HTMLElement;
  readonly items: readonly HTMLElement[];
  /** Columns for the carousel's current width (re-read on resize). */
  readonly columns: (width: number) => number;
  /** Slide duration, ms; 0 for reduced motion. */
  readonly slideMs: number;
  /** Rotate automatically every this many ms; null for no rotation. */
  readonly autoRotateMs: number | null;
  /** Class added while hovered (the portfolio carousel's `et_carousel_hovered`). */
  readonly hoverClass?: string;
  readonly texts: { readonly previous: string; readonly next: string };
  /** The carousel region's name when the markup gives none. */
  readonly label: string;
  readonly signal: AbortSignal;
}

export interface CarouselApi {
  move(request: 'next' | 'previous'): Promise<boolean>;
  readonly group: () => number;
  readonly groups: () => number;
}

/**
 * A DOM controller for a carousel: it shows one group of items at a time,
 * adds labelled previous/next buttons, slides between groups, and with
 * auto-rotation pauses on hover, focus and a visible pause button.
 */
export function createCarousel(el: HTMLElement, options: CreateCarouselOptions): CarouselApi {
  const { track, items, signal } = options;
  const doc = el.ownerDocument;
  const restorer = createDomRestorer();
  const created: Element[] = [];
  let columns = options.columns(el.clientWidth);
  let group = 0;
  let animating = false;

  restorer.attr(el, 'role', 'region');
  restorer.attr(el, 'aria-roledescription', 'carousel');
  if (!el.hasAttribute('aria-label') && !el.hasAttribute('aria-labelledby')) restorer.attr(el, 'aria-label', options.label);

  const layout = () => {
    items.forEach((item, i) => {
      const shown = inGroup(i, group, columns);
      restorer.style(item, 'display', shown ? '' : 'none');
      restorer.attr(item, 'aria-hidden', shown ? null : 'true');
    });
    restorer.attr(track, 'data-cmsmf-columns', String(columns));
    const groups = groupCount(items.length, columns);
    arrows.hidden = groups < 2;
    status.textContent = groups > 1 ? `Group ${group + 1} of ${groups}` : '';
  };

  const arrows = doc.createElement('div');
  arrows.className = 'et-pb-slider-arrows';
  const prev = createButton(doc, 'et-pb-slider-arrow et-pb-arrow-prev', `${options.texts.previous} items`, options.texts.previous);
  const next = createButton(doc, 'et-pb-slider-arrow et-pb-arrow-next', `${options.texts.next} items`, options.texts.next);
  arrows.append(prev, next);
  const status = doc.createElement('p');
  visuallyHidden(status);
  status.setAttribute('aria-live', 'polite');
  el.append(arrows, status);
  created.push(arrows, status);

  const api: CarouselApi = {
    async move(request) {
      const groups = groupCount(items.length, columns);
      if (animating || groups < 2 || signal.aborted) return false;
      animating = true;
      group = targetGroup(group, groups, request);
      layout();
      doc.body.classList.add('et-pb-is-sliding-carousel');
      await slideIn(track, request === 'next' ? 'right' : 'left', options.slideMs, signal);
      doc.body.classList.remove('et-pb-is-sliding-carousel');
      animating = false;
      return true;
    },
    group: () => group,
    groups: () => groupCount(items.length, columns),
  };
  prev.addEventListener('click', () => void api.move('previous'), { signal });
  next.addEventListener('click', () => void api.move('next'), { signal });
  // A horizontal swipe is the carousel's, not the page's: the browser would otherwise take it and cancel it.
  restorer.style(el, 'touch-action', CAROUSEL_TOUCH_ACTION);
  listenForSwipe(el, (direction) => void api.move(direction), signal);

  // Columns follow the carousel's own width; the group restarts when they change.
  const resize = new ResizeObserver(() => {
    const now = options.columns(el.clientWidth);
    if (now === columns) return;
    columns = now;
    group = 0;
    layout();
  });
  resize.observe(el);

  let reasons = initialReasons(false, prefersReducedMotion(doc.defaultView!));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (options.autoRotateMs !== null && isRunning(reasons)) timer = setTimeout(() => void api.move('next').finally(schedule), options.autoRotateMs);
  };
  const setReason = (reason: PauseReason, on: boolean) => {
    reasons = withReason(reasons, reason, on);
    schedule();
  };
  if (options.autoRotateMs !== null) {
    const pause = createPauseButton(doc, 'rotation', reasons.has('visitor'), (paused) => setReason('visitor', paused), signal);
    el.append(pause);
    created.push(pause);
    el.addEventListener('mouseenter', () => {
      if (options.hoverClass) restorer.toggleClass(el, options.hoverClass, true);
      setReason('hover', true);
    }, { signal });
    el.addEventListener('mouseleave', () => {
      if (options.hoverClass) restorer.toggleClass(el, options.hoverClass, false);
      setReason('hover', false);
    }, { signal });
    el.addEventListener('focusin', () => setReason('focus', true), { signal });
    el.addEventListener('focusout', (event) => {
      if (!el.contains(event.relatedTarget as Node | null)) setReason('focus', false);
    }, { signal });
  }

  layout();
  schedule();
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    resize.disconnect();
    doc.body.classList.remove('et-pb-is-sliding-carousel');
    for (const node of created) node.remove();
    restorer.restore();
  }, { once: true });
  return api;
}
