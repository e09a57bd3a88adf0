import type { BuilderContext } from '@cms-mf/shared-contracts';

/** §4 "Builder preview modes": in zoom mode the preview is drawn at half size, so scroll values are doubled. */
const ZOOM_SCROLL_FACTOR = 2;

/** A scroll distance or position as the builder's zoomed preview needs it. */
export function builderScrollValue(value: number, builder: Pick<BuilderContext, 'active' | 'previewMode'>): number {
  return builder.active && builder.previewMode === 'zoom' ? value * ZOOM_SCROLL_FACTOR : value;
}
