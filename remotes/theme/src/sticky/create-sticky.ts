import { FIXED_HEADER_TRANSITION_END_EVENT } from '../headers/header-events';
import { documentTop } from '../motion/document-offset';
import { watchDevice } from '../motion/watch-device';
import { debounce, requestFrame, subscribeScroll, type ScrollFrame } from '../scroll-loop';
import { fixedHeadersOffset } from '../headers/header-offsets';
import { measureTopCover } from '../headers/fixed-headers';
import { DIMENSION_DEBOUNCE_MS, DOM_CHANGE_DEBOUNCE_MS, STYLE_FINALISE_MS } from './sticky-constants';
import { decideSticky, fixedTop, NOT_STICKY, sameState, type StickyMeasure, type StickyState } from './sticky-decision';
import { HEIGHT_LOCK_CLASS, limitContainer, markSticky, placeholderOf, STICKY_ACTIVE_CLASS, STUCK_ATTRIBUTE, type StickyElement } from './sticky-elements';
import { stickyLayer, stickyZIndex, surroundingOffsets } from './sticky-offsets';
import { pausedOrigin } from './paused-origin';
import { pausedPlace, type RestOrigin } from './sticky-paused-place';
import { quietRange } from './sticky-quiet-range';
import { type PlaceBox, stuckGeometry } from './sticky-styles';

export interface CreateStickyOptions {
  readonly signal: AbortSignal;
}

export interface StickyApi {
  /** Each module's state, by sticky id (for tests and the builder). */
  readonly states: () => ReadonlyMap<string, StickyState>;
  /** Measures every module again in the next frame (the layout changed in a way no observer reports). */
  readonly remeasure: () => void;
}

/** Window events of the theme (MARKUP-FACTS §1.3). */
export const STICKY_START_EVENT = 'ETBuilderStickyStart';
export const STICKY_END_EVENT = 'ETBuilderStickyEnd';

interface Module extends StickyElement {
  readonly zIndex: number;
  measure: StickyMeasure;
  /** The place's and the column's viewport left and width, px. */
  place: PlaceBox;
  state: StickyState;
  placeholder: HTMLElement | null;
  /** Where it rests when paused (its containing block's origin), measured with the rest; null: it stays fixed while paused. */
  origin: RestOrigin | null;
  /** Last viewport `top` written while fixed; null in the flow or resting in the page. */
  top: number | null;
  /** Whether the page's transitions are held (`transition: none`) until the finalisation. */
  transitionHeld: boolean;
  /** The parent's height, measured with the rest, so a start reads no layout. */
  parentHeight: number;
  /** When the style finalisation of a start or an end is due (ms, `performance.now()`), else null. */
  finaliseAt: number | null;
  /** The parent whose height a start locked, until the finalisation. */
  lockedParent: HTMLElement | null;
}

interface Change {
  readonly module: Module;
  readonly next: StickyState;
  readonly top: number | null;
}

interface FrameWork {
  readonly changes: Change[];
  readonly finalise: Module[];
}

const FIXED_PROPS = ['position', 'top', 'left', 'width', 'max-width', 'z-index'] as const;
/** While paused, resting in the page. */
const RESTING = 'absolute';
const UNMEASURED: PlaceBox = { left: 0, width: 0, columnLeft: 0, columnWidth: 0 };

/**
 * A paused module kept fixed (it cannot rest in the page, `paused-origin.ts`)
 * follows the scroll; while it stays out of the viewport its new place would
 * not be seen, so the frame writes nothing for it.
 */
function offscreen(top: number | null, height: number, viewportHeight: number, previous: number | null): boolean {
  const out = (y: number | null) => y !== null && (y + height < 0 || y > viewportHeight);
  return out(top) && out(previous);
}

/**
 * Sticky modules (theme-frontend.md §4 "Sticky module"): one subscriber of
 * the theme's scroll loop. Geometry is measured in a frame's read phase only
 * when something changed (a resize, a DOM change, an end); every other frame,
 * a start included, reads no layout: it is the pure decision over cached
 * numbers, and it writes only what changed. A module whose quiet range (the
 * scroll positions between two of its thresholds) holds the frame's position
 * is not decided at all. While stuck it takes the sticky state's width and
 * shift (`stickyStyles`); with `transition: off` the page's CSS transitions do
 * not run for the switch. Paused, it rests in the page (`sticky-paused-place.ts`):
 * written once, then scrolled by the browser, so it shifts nothing.
 */
export function createSticky(doc: Document, elements: readonly StickyElement[], options: CreateStickyOptions): StickyApi {
  const win = doc.defaultView!;
  const { signal } = options;
  const modules: Module[] = elements.map(({ config, el }) => {
    markSticky(el, config);
    const zIndex = stickyZIndex(stickyLayer(el.closest('.et-l--header') !== null, el.closest('.et-l--footer, #main-footer, footer') !== null));
    return {
      config, el, zIndex, measure: { position: config.position, top: 0, height: 0, topOffset: 0, bottomOffset: 0, limitTop: null, limitBottom: null, visible: false },
      place: UNMEASURED, state: NOT_STICKY, placeholder: null, origin: null, top: null, transitionHeld: false, parentHeight: 0, finaliseAt: null, lockedParent: null,
    };
  });
  /**
   * Per module (same index), the scroll positions where a frame has nothing to
   * do for it (exclusive bounds) and the viewport height they hold for. Typed
   * arrays: the frame's loop over every module of the page reads only these,
   * three numbers from flat memory each.
   */
  const quietLo = new Float64Array(modules.length);
  const quietHi = new Float64Array(modules.length);
  const quietViewport = new Float64Array(modules.length).fill(Number.NaN);
  /** Modules with a style finalisation to come: the only ones a frame checks for it. */
  const finalising = new Set<Module>();
  let stale = true;
  const remeasure = () => {
    stale = true;
    requestFrame();
  };

  const emit = (type: string, module: Module) => win.dispatchEvent(new CustomEvent(type, { detail: { stickyId: module.config.id } }));
  /**
   * The style finalisation (theme-frontend.md §9: 50 ms) comes in a later
   * frame's write phase, not from a timer: a timer's style write between two
   * frames would make the next frame's first read lay the page out in script.
   */
  const finaliseLater = (module: Module) => {
    module.finaliseAt = performance.now() + STYLE_FINALISE_MS;
    finalising.add(module);
  };
  /**
   * With `transition: off` the switch of state is instant: no CSS transition
   * of the page runs until the finalisation. A switch between fixed and
   * resting in the page (`always`) is instant whatever the setting: its `top`
   * and `left` change frame of reference, not place, and must not animate.
   */
  const holdTransitions = (module: Module, always = false) => {
    if (module.config.transition && !always) return;
    module.el.style.transition = 'none';
    module.transitionHeld = true;
    finaliseLater(module);
  };
  const finalise = (module: Module) => {
    finalising.delete(module);
    module.finaliseAt = null;
    if (module.lockedParent) {
      module.lockedParent.style.removeProperty('height');
      module.lockedParent.classList.remove(HEIGHT_LOCK_CLASS);
      module.lockedParent = null;
    }
    if (module.transitionHeld) module.el.style.removeProperty('transition');
    module.transitionHeld = false;
  };

  const end = (module: Module) => {
    if (module.state.kind === 'none') return;
    module.placeholder?.remove();
    module.placeholder = null;
    module.el.classList.remove(STICKY_ACTIVE_CLASS);
    module.el.removeAttribute(STUCK_ATTRIBUTE);
    for (const prop of FIXED_PROPS) module.el.style.removeProperty(prop);
    holdTransitions(module);
    module.state = NOT_STICKY;
    module.top = null;
    emit(STICKY_END_EVENT, module);
  };

  const start = (module: Module) => {
    const { el } = module;
    const parent = el.parentElement;
    // The parent keeps its height while the module leaves the flow and the clone takes its place.
    if (parent) {
      parent.style.height = `${module.parentHeight}px`;
      parent.classList.add(HEIGHT_LOCK_CLASS);
      module.lockedParent = parent;
      finaliseLater(module);
    }
    holdTransitions(module);
    module.placeholder = placeholderOf(el);
    el.before(module.placeholder);
    el.classList.add(STICKY_ACTIVE_CLASS);
    el.style.width = stuckGeometry(module.config.stuck, module.place).width;
    if (module.config.stuck.maxWidth !== null) el.style.maxWidth = module.config.stuck.maxWidth;
    el.style.zIndex = String(module.zIndex);
    emit(STICKY_START_EVENT, module);
  };

  /** Writes where a stuck module is: fixed in the viewport, or paused and resting in the page. */
  const place = (module: Module, next: Exclude<StickyState, { kind: 'none' }>, top: number | null) => {
    const { el } = module;
    const { stuck } = module.config;
    const left = stuckGeometry(stuck, module.place).left;
    const rests = next.kind === 'paused' && module.origin !== null;
    const position = rests ? RESTING : 'fixed';
    // A started module is fixed already (its start held what it needed): only a switch of frame is held here.
    if (el.style.position !== '' && el.style.position !== position) holdTransitions(module, true);
    el.style.position = position;
    if (rests) {
      const at = pausedPlace(next.top, left, stuck.shiftY, module.origin!);
      el.style.top = `${at.top}px`;
      el.style.left = `${at.left}px`;
    } else {
      el.style.top = `${top! + stuck.shiftY}px`;
      el.style.left = `${left}px`;
    }
  };

  const measureAll = (frame: ScrollFrame) => {
    quietViewport.fill(Number.NaN);
    // The same measurement smooth scroll stops below, at the frame's width.
    const headers = fixedHeadersOffset({ ...measureTopCover(doc), viewportWidth: frame.viewportWidth });
    const boxes = modules.map((module) => {
      const anchor = module.placeholder ?? module.el;
      const rect = anchor.getBoundingClientRect();
      const column = anchor.parentElement?.getBoundingClientRect() ?? rect;
      const top = documentTop(anchor, frame.scrollY);
      const limit = (container: HTMLElement | null) => (container ? documentTop(container, frame.scrollY) : null);
      const topLimit = limitContainer(module.el, module.config.topLimit);
      const bottomLimit = limitContainer(module.el, module.config.bottomLimit);
      const bottomLimitTop = limit(bottomLimit);
      module.place = { left: rect.left, width: rect.width, columnLeft: column.left, columnWidth: column.width };
      // Only a module with a limit ever pauses.
      const limits = [topLimit, bottomLimit].filter((container) => container !== null);
      module.origin = limits.length > 0 ? pausedOrigin(module.el, limits, { scrollX: win.scrollX, scrollY: frame.scrollY }) : null;
      // A paused module is placed again from the new numbers, even if its state stays.
      if (module.state.kind === 'paused') module.top = Number.NaN;
      module.parentHeight = module.el.parentElement?.offsetHeight ?? 0;
      module.measure = {
        position: module.config.position,
        top,
        height: module.el.offsetHeight,
        topOffset: module.config.topOffset + headers,
        bottomOffset: module.config.bottomOffset,
        limitTop: limit(topLimit),
        limitBottom: bottomLimit && bottomLimitTop !== null ? bottomLimitTop + bottomLimit.offsetHeight : null,
        visible: anchor.getClientRects().length > 0 && getComputedStyle(anchor).display !== 'none',
      };
      return { position: module.config.position, offsetSurrounding: module.config.offsetSurrounding, top, height: module.measure.height, left: rect.left, width: rect.width };
    });
    surroundingOffsets(boxes).forEach((extra, i) => {
      const module = modules[i]!;
      module.measure = { ...module.measure, topOffset: module.measure.topOffset + extra.top, bottomOffset: module.measure.bottomOffset + extra.bottom };
    });
  };

  subscribeScroll<FrameWork>(
    {
      read(frame) {
        if (stale) measureAll(frame);
        stale = false;
        const changes: Change[] = [];
        const { scrollY, viewportHeight } = frame;
        for (let i = 0; i < modules.length; i++) {
          // Most modules of a long page are far from any threshold: three comparisons (inline: this runs for every module every frame), and on.
          if (scrollY > quietLo[i]! && scrollY < quietHi[i]! && viewportHeight === quietViewport[i]) continue;
          const module = modules[i]!;
          const next = decideSticky(module.measure, frame);
          const restsInPage = module.origin !== null;
          const quiet = quietRange(module.measure, next, frame, restsInPage);
          quietLo[i] = quiet.lo;
          quietHi[i] = quiet.hi;
          quietViewport[i] = viewportHeight;
          // Resting in the page, a paused module has no viewport top to follow.
          const top = next.kind === 'paused' && restsInPage ? null : fixedTop(next, module.measure, frame);
          if (sameState(next, module.state) && (top === module.top || offscreen(top, module.measure.height, frame.viewportHeight, module.top))) continue;
          changes.push({ module, next, top });
        }
        const finalise: Module[] = [];
        if (finalising.size > 0) {
          const now = performance.now();
          for (const module of finalising) if (module.finaliseAt !== null && module.finaliseAt <= now) finalise.push(module);
        }
        return { changes, finalise };
      },
      write({ changes, finalise: due }) {
        due.forEach(finalise);
        let ended = false;
        for (const { module, next, top } of changes) {
          if (next.kind === 'none') {
            end(module);
            ended = true;
            continue;
          }
          if (module.state.kind === 'none') start(module);
          module.state = next;
          module.top = top;
          const stuck = next.kind === 'paused' ? 'paused' : next.side;
          if (module.el.getAttribute(STUCK_ATTRIBUTE) !== stuck) module.el.setAttribute(STUCK_ATTRIBUTE, stuck);
          place(module, next, top);
        }
        // The flow changed (placeholders came or went): the next frame measures again.
        if (ended) remeasure();
        // One frame after another until the finalisations are done (at most one frame each, as ever).
        if (finalising.size > 0) requestFrame();
      },
    },
    signal,
  );

  // A breakpoint change ends every sticky module; they start again from fresh measurements.
  watchDevice(win, () => {
    modules.forEach(end);
    remeasure();
  }, signal);
  // The fixed header changed height while a module rested against its limit: end it, measure again.
  win.addEventListener(FIXED_HEADER_TRANSITION_END_EVENT, () => {
    modules.filter((module) => module.state.kind === 'paused').forEach(end);
    remeasure();
  }, { signal });
  win.addEventListener('resize', debounce(remeasure, DIMENSION_DEBOUNCE_MS, signal), { passive: true, signal });
  win.addEventListener('load', remeasure, { once: true, signal });
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(debounce(remeasure, DOM_CHANGE_DEBOUNCE_MS, signal));
    observer.observe(doc.body);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }
  signal.addEventListener('abort', () => {
    modules.forEach(end);
    [...finalising].forEach(finalise);
  }, { once: true });
  return { states: () => new Map(modules.map((module) => [module.config.id, module.state])), remeasure };
}
