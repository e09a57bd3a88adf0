import path from 'node:path';
import { createRemoteConfig } from '../../rspack.config.base';

/**
 * One exposed module per feature (DESIGN.md §2): a page downloads only the
 * chunks of the modules it carries. A module listed in the registry but not
 * here is skipped by the shell, so only what is built is exposed.
 */
export default createRemoteConfig({
  name: 'theme',
  packageDir: path.dirname(new URL(import.meta.url).pathname),
  exposes: {
    './health': './src/health.ts',
    './slider': './src/slider/index.ts',
    './carousel': './src/carousel/index.ts',
    './portfolio-carousel': './src/carousel/portfolio-carousel.ts',
    './tabs': './src/tabs/index.ts',
    './accordion': './src/toggle/accordion.ts',
    './toggle': './src/toggle/toggle.ts',
    './countdown': './src/countdown/index.ts',
    './bar-counters': './src/counters/bar-counters.ts',
    './circle-counter': './src/counters/circle-counter.ts',
    './number-counter': './src/counters/number-counter.ts',
    './filterable-portfolio': './src/portfolio/filterable-portfolio.ts',
    './gallery': './src/gallery/index.ts',
    './comments': './src/comments/index.ts',
    './pricing': './src/pricing/index.ts',
    './portfolio-grid': './src/grid/index.ts',
    // Page behaviours: link options (smooth scroll of plain anchors is not built).
    './page': './src/link-options/index.ts',
    './ajax-pagination': './src/ajax-pagination/index.ts',
    './fullwidth-header': './src/fullscreen/index.ts',
    // Motion (issue 15): entrance animations, scroll effects with motion elements, parallax, sticky, multi-view.
    './animations': './src/animations/index.ts',
    './scroll-effects': './src/scroll-effects/index.ts',
    './parallax': './src/parallax/index.ts',
    './sticky': './src/sticky/index.ts',
    './multi-view': './src/multi-view/index.ts',
  },
});
