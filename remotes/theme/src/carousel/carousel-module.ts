import { defineModule } from '@cms-mf/shared-contracts';
import { motionDuration } from '../core/reduced-motion';
import { CAROUSEL_SLIDE_MS } from '../core/timing';
import { portfolioColumnsForWidth } from '../core/layout';
import { controlTexts, joinLabel } from '../dom/page-texts';
import { parseColumns } from './carousel-core';
import { createCarousel } from './create-carousel';

/**
 * `./carousel`: a generic `.et_pb_carousel` (MARKUP-FACTS §1.5): items
 * `.et_pb_carousel_items > .et_pb_carousel_item`, `columns-{N}` on the items
 * container, else columns by width; slides over 1000 ms (theme-frontend.md §9).
 */
export const carouselModule = defineModule((el, ctx, signal) => {
  const root = el as HTMLElement;
  const track = root.querySelector<HTMLElement>(':scope > .et_pb_carousel_items');
  if (!track) return;
  const fixed = parseColumns(/(?:^|\s)columns-(\d+)(?:\s|$)/.exec(track.className)?.[1]);
  createCarousel(root, {
    track,
    items: [...track.querySelectorAll<HTMLElement>(':scope > .et_pb_carousel_item')],
    columns: (width) => fixed ?? portfolioColumnsForWidth(width),
    slideMs: motionDuration(root.ownerDocument.defaultView!, CAROUSEL_SLIDE_MS),
    autoRotateMs: null,
    texts: controlTexts(ctx),
    label: joinLabel('Carousel', root.querySelector(':scope > h1, :scope > h2, :scope > h3, :scope > h4')?.textContent),
    signal,
  });
});
