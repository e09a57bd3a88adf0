/**
 * True parallax of a section background (theme-frontend.md §9 "parallax factor
 * 0.3"; MARKUP-FACTS "Parallax backgrounds"). The background moves at 0.3 of
 * the scroll speed while its section crosses the viewport: from 0.3 × (viewport
 * + section) above its place when the section enters at the bottom, to its place
 * when it leaves at the top. It is that much taller than the section, so it
 * always covers it.
 */

export const PARALLAX_FACTOR = 0.3;

/** Height of the background, px. */
export function parallaxHeight(sectionHeight: number, viewportHeight: number): number {
  return sectionHeight + PARALLAX_FACTOR * (viewportHeight + sectionHeight);
}

/** The background's vertical offset at a scroll position, px (between -0.3 × (vh + h) and 0). */
export function parallaxOffset(scrollY: number, sectionTop: number, sectionHeight: number, viewportHeight: number): number {
  const travelled = Math.min(viewportHeight + sectionHeight, Math.max(0, scrollY + viewportHeight - sectionTop));
  return Math.round(PARALLAX_FACTOR * (travelled - viewportHeight - sectionHeight) * 100) / 100;
}
