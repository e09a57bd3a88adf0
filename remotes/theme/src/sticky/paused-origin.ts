import { documentTop } from '../motion/document-offset';
import { clipsOverflow, containsAbsolute, initialOrigin, movesWithViewport, type RestOrigin } from './sticky-paused-place';

/**
 * The origin a paused module of `el` rests against (`sticky-paused-place.ts`),
 * measured between frames; null when it cannot rest in the page and stays
 * fixed while paused: its containing block is fixed or sticky itself, or an
 * ancestor inside one of its limit containers would clip it (a column with
 * `overflow: hidden` under a section limit) where fixed positioning does not.
 */
export function pausedOrigin(el: HTMLElement, limits: readonly HTMLElement[], scroll: { readonly scrollX: number; readonly scrollY: number }): RestOrigin | null {
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  const insideLimit = (node: HTMLElement) => limits.some((limit) => limit !== node && limit.contains(node));
  let block: HTMLElement | null = null;
  for (let node = el.parentElement; node && node !== doc.documentElement; node = node.parentElement) {
    const inside = insideLimit(node);
    // Above the block and outside every limit nothing is left to decide.
    if (block && !inside) break;
    const style = win.getComputedStyle(node);
    if (!block && containsAbsolute(style)) {
      if (movesWithViewport(style)) return null;
      block = node;
    }
    if (block && inside && clipsOverflow(style)) return null;
  }
  if (!block) return initialOrigin(scroll.scrollX);
  // The offset chain, as the limits are measured, so the rest meets their edges.
  return { top: documentTop(block, scroll.scrollY) + block.clientTop, left: block.getBoundingClientRect().left + block.clientLeft };
}
