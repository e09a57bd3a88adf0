import path from 'node:path';
import { createRemoteConfig } from '@cms-mf/build';
import { MODULES } from './src/modules';

/**
 * One exposed module per feature (DESIGN.md §2): a page downloads only the
 * chunks of the modules it carries. A module listed in the registry but not
 * here is skipped by the shell, so only what is built is exposed.
 */
export default createRemoteConfig({
  name: 'theme',
  // Which markup each module mounts on: published with this build, so the shell needs no release for it.
  modules: MODULES,
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
    './shop-items': './src/shop-items/index.ts',
    './portfolio-grid': './src/grid/index.ts',
    // Page behaviours: link options and smooth scroll of plain in-page anchors.
    './page': './src/link-options/index.ts',
    './ajax-pagination': './src/ajax-pagination/index.ts',
    './fullwidth-header': './src/fullscreen/index.ts',
    './map': './src/map/index.ts',
    './video': './src/video/video.ts',
    './video-slider': './src/video/video-slider.ts',
    './video-background': './src/video/video-background.ts',
    './search': './src/search/index.ts',
    './contact-form': './src/contact-form/index.ts',
    './newsletter': './src/newsletter/index.ts',
    './ab-testing': './src/ab-goals/index.ts',
    './builder': './src/builder/index.ts',
    // Headers, menus and page navigation.
    './header': './src/headers/index.ts',
    './menus': './src/menus/index.ts',
    './menu-module': './src/menus/menu-module-entry.ts',
    './search-overlay': './src/search-overlay/index.ts',
    './side-nav': './src/side-nav/index.ts',
    './scroll-top': './src/scroll-top/index.ts',
    './browser-classes': './src/browser-class/index.ts',
    // Motion: entrance animations, scroll effects with motion elements, parallax, sticky, multi-view.
    './animations': './src/animations/index.ts',
    './scroll-effects': './src/scroll-effects/index.ts',
    './parallax': './src/parallax/index.ts',
    './sticky': './src/sticky/index.ts',
    './multi-view': './src/multi-view/index.ts',
  },
  // The one scroll loop, which the header, sticky, scroll effects, smooth scroll and others use, and
  // the few small helpers nearly every module uses (defining a module, reduced motion, restoring the
  // DOM, playing an animation), each in a chunk of its own rather than a copy in each chunk that uses them.
  commonChunks: {
    'theme-scroll-loop': /[\\/]src[\\/]scroll-loop[\\/]/,
    'theme-core': /([\\/]shared-contracts[\\/]src[\\/]define-module|[\\/]src[\\/]core[\\/]reduced-motion|[\\/]src[\\/]dom[\\/](dom-restorer|play-animation))\.ts$/,
  },
  // The header and the menus, which every page with the theme's header carries, in one file (what
  // other modules use of the headers, the fixed-header offsets, stays out: sticky and smooth scroll
  // pages without the header would download it all).
  togetherChunks: { 'theme-header': /[\\/]src[\\/](menus[\\/]|headers[\\/](index|header-module|header-controller|header-variant|split-logo)\.ts$)/ },
  // Shared chunks from 6 KB of source: fewer, larger files, which compress better. The theme's files on
  // /demo/theme-all.html through idle: 28.5 KB gz in 13 files, against 31.1 KB in 13 with shared chunks
  // from 12 KB and neither chunk above (the smaller entry counted, the larger sticky module too); the
  // header demo pages 2.2 to 3.6 KB less, theme-gallery, theme-media and theme-split-test 0.2 to 0.5 more.
  minSharedChunkSize: 6_000,
});
