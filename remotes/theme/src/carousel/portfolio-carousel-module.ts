import { defineModule } from '@cms-mf/shared-contracts';
import { isToggleOn } from '../core/responsive-values';
import { motionDuration } from '../core/reduced-motion';
import { PORTFOLIO_CAROUSEL_MS } from '../core/timing';
import { portfolioColumnsForWidth } from '../core/layout';
import { controlTexts, joinLabel } from '../dom/page-texts';
import { parseColumns } from './carousel-core';
import { createCarousel } from './create-carousel';

/** An auto-rotation faster than this would move before a slide ends: such a speed is raised to it, ms. */
const MIN_ROTATE_MS = 1000;

/**
 * `./portfolio-carousel`: the fullwidth portfolio in carousel mode
 * (`.et_pb_fullwidth_portfolio_carousel`; MARKUP-FACTS §1.5): columns from
 * `data-portfolio-columns`, else by width (5/4/3/2/1, theme-frontend.md §9);
 * slides over 700 ms; `data-auto-rotate="on"` rotates every
 * `data-auto-rotate-speed` ms. The grid mode needs no script.
 */
export const portfolioCarouselModule = defineModule((el, ctx, signal) => {
  const root = el as HTMLElement;
  const track = root.querySelector<HTMLElement>('.et_pb_portfolio_items');
  if (!root.classList.contains('et_pb_fullwidth_portfolio_carousel') || !track) return;
  const fixed = parseColumns(root.getAttribute('data-portfolio-columns'));
  const speed = Number(root.getAttribute('data-auto-rotate-speed'));
  createCarousel(root, {
    track,
    items: [...track.querySelectorAll<HTMLElement>(':scope > .et_pb_portfolio_item')],
    columns: (width) => fixed ?? portfolioColumnsForWidth(width),
    slideMs: motionDuration(root.ownerDocument.defaultView!, PORTFOLIO_CAROUSEL_MS),
    autoRotateMs: isToggleOn(root.getAttribute('data-auto-rotate')) && Number.isFinite(speed) && speed > 0 ? Math.max(MIN_ROTATE_MS, speed) : null,
    hoverClass: 'et_carousel_hovered',
    texts: controlTexts(ctx),
    label: joinLabel('Portfolio', root.querySelector(':scope > h1, :scope > h2, :scope > h3, :scope > h4')?.textContent),
    signal,
  });
});
