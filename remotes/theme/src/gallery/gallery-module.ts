import { defineModule } from '@cms-mf/shared-contracts';
import { motionDuration } from '../core/reduced-motion';
import { GALLERY_PER_PAGE } from '../core/layout';
import { MODULE_SLIDER_FADE_MS } from '../core/timing';
import { createDomRestorer } from '../dom/dom-restorer';
import { onHashParams, readHashParams, writeHashParams } from '../dom/hash-sync';
import { controlTexts, joinLabel } from '../dom/page-texts';
import { createPager } from '../paging/create-pager';
import { markGridRows } from '../paging/grid-rows';
import { clampPage, onPage, pageCount, pageFromParam } from '../paging/paging-core';
import { createSlider } from '../slider/create-slider';
import { readSliderOptions } from '../slider/slider-options';

/**
 * `./gallery`: the gallery module (`.et_pb_gallery`, MARKUP-FACTS §1.5). The
 * grid shows `data-per_page` images a page (4 by default, theme-frontend.md
 * §9) with the page links and the page in the hash (`id|page`); the
 * fullwidth variant is a slider. Their images open in the gallery remote's
 * lightbox, which mounts on the same element (remotes/gallery/src/modules.ts).
 */
export const galleryModule = defineModule((el, ctx, signal) => {
  const root = el as HTMLElement;
  const doc = root.ownerDocument;
  const win = doc.defaultView!;
  const restorer = createDomRestorer();
  const texts = controlTexts(ctx);
  const items = [...root.querySelectorAll<HTMLElement>('.et_pb_gallery_item')];

  if (root.classList.contains('et_pb_gallery_fullwidth')) {
    createSlider(root, {
      ...readSliderOptions(root.classList),
      slides: items,
      fadeMs: motionDuration(win, MODULE_SLIDER_FADE_MS),
      texts,
      label: joinLabel('Gallery', root.querySelector('.et_pb_gallery_title')?.textContent),
      signal,
    });
    return;
  }

  const container = root.querySelector<HTMLElement>('.et_pb_gallery_items');
  const perPage = Number(container?.getAttribute('data-per_page')) || GALLERY_PER_PAGE;
  let pagination = root.querySelector<HTMLElement>('.et_pb_gallery_pagination');
  if (!pagination) {
    pagination = doc.createElement('div');
    pagination.className = 'et_pb_gallery_pagination';
    root.append(pagination);
    signal.addEventListener('abort', () => pagination!.remove(), { once: true });
  }
  let page = 1;
  const pages = pageCount(items.length, perPage);
  const draw = createPager({
    container: pagination,
    href: (p) => (root.id ? `#${root.id}|${p}` : '#'),
    onPage: (p) => show(p, true),
    texts,
    label: 'Gallery pages',
    signal,
  });
  const show = (next: number, writeHash: boolean) => {
    page = clampPage(next, pages);
    const shown = items.filter((_, i) => onPage(i, page, perPage));
    for (const item of items) restorer.style(item, 'display', shown.includes(item) ? '' : 'none');
    draw(page, pages);
    markGridRows(shown, items, restorer);
    if (writeHash && root.id) writeHashParams(win, root.id, [String(page)]);
  };
  show(pageFromParam(root.id ? readHashParams(win, root.id)?.[0] : undefined) ?? 1, false);
  if (root.id) onHashParams(win, root.id, (params) => show(pageFromParam(params[0]) ?? 1, false), signal);
  const resize = new ResizeObserver(() => markGridRows(items.filter((i) => i.style.display !== 'none'), items, restorer));
  resize.observe(root);
  return () => {
    resize.disconnect();
    restorer.restore();
  };
});
