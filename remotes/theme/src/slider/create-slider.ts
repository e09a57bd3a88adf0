import { createButton } from '@cms-mf/dom-kit';
import { createDomRestorer } from '../dom/dom-restorer';
import { fadeIn } from '../dom/fade';
import { CAROUSEL_TOUCH_ACTION, listenForSwipe } from '../dom/swipe';
import { prefersReducedMotion } from '../core/reduced-motion';
import { type PauseReason, initialReasons, isRunning, withReason } from './autoplay-pause';
import { createPauseButton } from './pause-button';
import { type MoveRequest, moveDirection, planMove } from './slider-core';
import type { SliderOptions } from './slider-options';

const ACTIVE_SLIDE = 'et-pb-active-slide';
const ACTIVE_DOT = 'et-pb-active-control';
/** The builder's class that pauses a slideshow (MARKUP-FACTS §1.5). */
const PAUSE_CLASS = 'et_pb_pause_slider';

export interface CreateSliderOptions extends SliderOptions {
  /** The slides, in order. */
  readonly slides: readonly HTMLElement[];
  /** Fade duration, ms; 0 for reduced motion. */
  readonly fadeMs: number;
  readonly texts: { readonly previous: string; readonly next: string };
  /** The carousel region's name when the markup gives none. */
  readonly label: string;
  /** Aborting it undoes everything: listeners, timers, created controls, changed attributes. */
  readonly signal: AbortSignal;
  /** Called after each move with the new slide's index (a video slider pauses the slide it left). */
  readonly onChange?: (index: number) => void;
}

export interface SliderApi {
  /** Moves next, previous or to an index; resolves false when the move was ignored (animating, same slide). */
  moveTo(request: MoveRequest): Promise<boolean>;
  readonly index: () => number;
  /** Whether the slideshow is running now. */
  readonly playing: () => boolean;
}

/**
 * A DOM controller for a page-builder slider: it shows one slide, adds the
 * arrows, dots and (with a slideshow) a visible pause button, and runs the
 * slideshow. It changes only attributes and classes of the server's markup,
 * and puts them back when `signal` aborts.
 */
export function createSlider(el: HTMLElement, options: CreateSliderOptions): SliderApi {
  const { slides, signal } = options;
  const doc = el.ownerDocument;
  const restorer = createDomRestorer();
  const created: Element[] = [];
  const count = slides.length;
  let index = Math.max(0, slides.findIndex((slide) => slide.classList.contains(ACTIVE_SLIDE)));
  let animating = false;

  // Carousel semantics (WAI-ARIA APG "Carousel").
  restorer.attr(el, 'role', 'region');
  restorer.attr(el, 'aria-roledescription', 'carousel');
  if (!el.hasAttribute('aria-label') && !el.hasAttribute('aria-labelledby')) restorer.attr(el, 'aria-label', options.label);
  slides.forEach((slide, i) => {
    restorer.attr(slide, 'role', 'group');
    restorer.attr(slide, 'aria-roledescription', 'slide');
    restorer.attr(slide, 'aria-label', `${i + 1} of ${count}`);
  });

  const dots: HTMLButtonElement[] = [];
  if (count > 1 && options.arrows) {
    const arrows = doc.createElement('div');
    arrows.className = 'et-pb-slider-arrows';
    const prev = createButton(doc, 'et-pb-arrow-prev', `${options.texts.previous} slide`, options.texts.previous);
    const next = createButton(doc, 'et-pb-arrow-next', `${options.texts.next} slide`, options.texts.next);
    prev.addEventListener('click', () => void api.moveTo('previous'), { signal });
    next.addEventListener('click', () => void api.moveTo('next'), { signal });
    arrows.append(prev, next);
    el.append(arrows);
    created.push(arrows);
  }
  if (count > 1 && options.dots) {
    const nav = doc.createElement('div');
    nav.className = 'et-pb-controllers';
    slides.forEach((_, i) => {
      const dot = createButton(doc, '', `Slide ${i + 1} of ${count}`, String(i + 1));
      dot.addEventListener('click', () => void api.moveTo(i), { signal });
      dots.push(dot);
      nav.append(dot);
    });
    el.append(nav);
    created.push(nav);
  }

  // Slideshow, with every reason to pause it (hover, focus, the pause class, the visitor, a hidden page).
  let reasons = initialReasons(el.classList.contains(PAUSE_CLASS), prefersReducedMotion(doc.defaultView!));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (options.autoplay && count > 1 && isRunning(reasons) && !signal.aborted) {
      timer = setTimeout(() => void api.moveTo('next').finally(schedule), options.speedMs);
    }
    restorer.attr(slidesLive, 'aria-live', options.autoplay && isRunning(reasons) ? 'off' : 'polite');
  };
  const setReason = (reason: PauseReason, on: boolean) => {
    reasons = withReason(reasons, reason, on);
    schedule();
  };
  const slidesLive = (slides[0]?.parentElement ?? el) as HTMLElement;
  if (options.autoplay && count > 1) {
    const pause = createPauseButton(doc, 'slideshow', reasons.has('visitor'), (paused) => setReason('visitor', paused), signal);
    el.append(pause);
    created.push(pause);
    if (options.pauseOnHover) {
      el.addEventListener('mouseenter', () => {
        restorer.toggleClass(el, 'et_slider_hovered', true);
        setReason('hover', true);
      }, { signal });
      el.addEventListener('mouseleave', () => {
        restorer.toggleClass(el, 'et_slider_hovered', false);
        setReason('hover', false);
      }, { signal });
    }
    el.addEventListener('focusin', () => setReason('focus', true), { signal });
    el.addEventListener('focusout', (event) => {
      if (!el.contains(event.relatedTarget as Node | null)) setReason('focus', false);
    }, { signal });
    doc.addEventListener('visibilitychange', () => setReason('hidden-page', doc.hidden), { signal });
    // The builder (or a page's script) may add or remove the pause class at any time.
    const observer = new MutationObserver(() => {
      const paused = el.classList.contains(PAUSE_CLASS);
      if (paused !== reasons.has('pause-class')) setReason('pause-class', paused);
    });
    observer.observe(el, { attributes: true, attributeFilter: ['class'] });
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }

  const show = (i: number) => {
    slides.forEach((slide, j) => {
      const active = j === i;
      restorer.toggleClass(slide, ACTIVE_SLIDE, active);
      restorer.style(slide, 'display', active ? 'block' : 'none');
      restorer.attr(slide, 'aria-hidden', active ? null : 'true');
      restorer.attr(slide, 'inert', active ? null : '');
    });
    dots.forEach((dot, j) => {
      dot.classList.toggle(ACTIVE_DOT, j === i);
      if (j === i) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    const id = slides[i]?.getAttribute('data-slide-id');
    if (id) restorer.attr(el, 'data-active-slide', id);
  };

  const api: SliderApi = {
    async moveTo(request) {
      const target = planMove({ index, count, animating }, request);
      if (target === null || signal.aborted) return false;
      const direction = moveDirection(index, target, count, request);
      animating = true;
      restorer.toggleClass(el, `et_slide_transition_to_${direction}`, true);
      index = target;
      show(target);
      options.onChange?.(target);
      await fadeIn(slides[target]!, options.fadeMs, signal);
      restorer.toggleClass(el, `et_slide_transition_to_${direction}`, false);
      animating = false;
      return true;
    },
    index: () => index,
    playing: () => options.autoplay && count > 1 && isRunning(reasons),
  };

  show(index);
  // A horizontal swipe is the slider's, not the page's: the browser would otherwise take it and cancel it.
  restorer.style(el, 'touch-action', CAROUSEL_TOUCH_ACTION);
  listenForSwipe(el, (direction) => void api.moveTo(direction), signal);
  schedule();
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    for (const node of created) node.remove();
    restorer.restore();
  }, { once: true });
  return api;
}
