import { documentTop } from '../motion/document-offset';
import { debounce, requestFrame, subscribeScroll } from '../scroll-loop';
import { PARALLAX_FACTOR, parallaxHeight, parallaxOffset } from './parallax-core';

export interface CreateParallaxOptions {
  readonly signal: AbortSignal;
  /**
   * Use CSS scroll-driven animations (`animation-timeline`): the compositor
   * moves the background and no script runs per frame.
   * @default whether the browser supports `animation-timeline: view()`
   */
  readonly cssTimeline?: boolean;
}

const TIMELINE_CLASS = 'cmsmf-parallax-timeline';
const LAYER_CLASS = 'cmsmf-parallax-layer';
/** Height changes re-measure after this quiet time, ms (§9 resize debounce). */
const RESIZE_DEBOUNCE_MS = 200;
/** One sheet per document, adopted (no inline style element, so a strict CSP allows it). */
const sheets = new WeakMap<Document, CSSStyleSheet>();

export function supportsScrollTimeline(win: Window): boolean {
  const css = (win as Window & typeof globalThis).CSS;
  return typeof css?.supports === 'function' && css.supports('animation-timeline: view()');
}

function adoptTimelineSheet(doc: Document): void {
  if (sheets.has(doc) || typeof CSSStyleSheet !== 'function') return;
  const sheet = new CSSStyleSheet();
  // The section names the timeline; the background, inside it, runs along it.
  sheet.replaceSync(`
.${TIMELINE_CLASS} { view-timeline-name: --cmsmf-parallax; }
.${LAYER_CLASS} {
  height: calc(100% + ${PARALLAX_FACTOR} * (100vh + var(--cmsmf-parallax-h, 0px)));
  animation: cmsmf-parallax linear both;
  animation-timeline: --cmsmf-parallax;
  animation-range: cover;
}
@keyframes cmsmf-parallax {
  from { transform: translate3d(0, calc(-${PARALLAX_FACTOR} * (100vh + var(--cmsmf-parallax-h, 0px))), 0); }
  to { transform: translate3d(0, 0, 0); }
}`);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  sheets.set(doc, sheet);
}

/**
 * True parallax of one section's background (`.et_parallax_bg`): with CSS
 * scroll-driven animations where the browser has them, else on the theme's one
 * scroll loop, only while the section is near the viewport.
 */
export function createParallax(section: HTMLElement, background: HTMLElement, options: CreateParallaxOptions): void {
  const { signal } = options;
  const doc = section.ownerDocument;
  const win = doc.defaultView!;
  if (options.cssTimeline ?? supportsScrollTimeline(win)) {
    adoptTimelineSheet(doc);
    const measure = () => background.style.setProperty('--cmsmf-parallax-h', `${section.offsetHeight}px`);
    measure();
    section.classList.add(TIMELINE_CLASS);
    background.classList.add(LAYER_CLASS);
    win.addEventListener('resize', debounce(measure, RESIZE_DEBOUNCE_MS, signal), { passive: true, signal });
    signal.addEventListener('abort', () => {
      section.classList.remove(TIMELINE_CLASS);
      background.classList.remove(LAYER_CLASS);
      background.style.removeProperty('--cmsmf-parallax-h');
    }, { once: true });
    return;
  }

  let near = false;
  let stale = true;
  let top = 0;
  let height = 0;
  let written = '';
  const observer = new IntersectionObserver(([entry]) => {
    near = entry?.isIntersecting ?? false;
    requestFrame();
  });
  observer.observe(section);
  win.addEventListener('resize', debounce(() => { stale = true; requestFrame(); }, RESIZE_DEBOUNCE_MS, signal), { passive: true, signal });
  subscribeScroll<{ transform: string; height: string } | null>(
    {
      read(frame) {
        if (!near) return null;
        if (stale) {
          top = documentTop(section, frame.scrollY);
          height = section.offsetHeight;
          stale = false;
        }
        return {
          transform: `translate3d(0, ${parallaxOffset(frame.scrollY, top, height, frame.viewportHeight)}px, 0)`,
          height: `${Math.ceil(parallaxHeight(height, frame.viewportHeight))}px`,
        };
      },
      write(next) {
        if (!next || next.transform === written) return;
        background.style.transform = next.transform;
        background.style.height = next.height;
        written = next.transform;
      },
    },
    signal,
  );
  signal.addEventListener('abort', () => {
    observer.disconnect();
    background.style.removeProperty('transform');
    background.style.removeProperty('height');
  }, { once: true });
}
