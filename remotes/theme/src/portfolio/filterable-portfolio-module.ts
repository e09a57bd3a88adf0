import { defineModule } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { onHashParams, readHashParams, writeHashParams } from '../dom/hash-sync';
import { controlTexts } from '../dom/page-texts';
import { createPager } from '../paging/create-pager';
import { markGridRows } from '../paging/grid-rows';
import { clampPage, onPage, pageCount, pageFromParam } from '../paging/paging-core';
import { ALL_CATEGORIES, cleanSlug, matchesCategory } from './portfolio-filter';
import { visuallyHidden } from '../dom/visually-hidden';

/**
 * `./filterable-portfolio`: `.et_pb_filterable_portfolio` (MARKUP-FACTS §1.5).
 * The category filters show their items, `data-posts-number` items a page
 * with the page links, rows are marked (`first_in_row`…), and the category
 * and page live in the hash (`id|slug|page`, theme-frontend.md §2).
 */
export const filterablePortfolioModule = defineModule((el, ctx, signal) => {
  const root = el as HTMLElement;
  const win = root.ownerDocument.defaultView!;
  const restorer = createDomRestorer();
  const items = [...root.querySelectorAll<HTMLElement>('.et_pb_portfolio_items .et_pb_portfolio_item')];
  const filters = [...root.querySelectorAll<HTMLAnchorElement>('.et_pb_portfolio_filters a[data-category-slug]')];
  const perPage = Number(root.getAttribute('data-posts-number')) || 0;
  let slug = ALL_CATEGORIES;
  let page = 1;

  let pagination = root.querySelector<HTMLElement>('.et_pb_portofolio_pagination');
  if (!pagination) {
    pagination = root.ownerDocument.createElement('div');
    pagination.className = 'et_pb_portofolio_pagination';
    root.append(pagination);
    signal.addEventListener('abort', () => pagination!.remove(), { once: true });
  }
  const href = (p: number) => (root.id ? `#${root.id}|${slug}|${p}` : '#');
  const drawPager = createPager({
    container: pagination,
    href,
    onPage: (p) => show(slug, p, true),
    texts: controlTexts(ctx),
    label: 'Portfolio pages',
    signal,
  });
  const status = root.ownerDocument.createElement('p');
  visuallyHidden(status);
  status.setAttribute('role', 'status');
  root.append(status);
  signal.addEventListener('abort', () => status.remove(), { once: true });

  const show = (nextSlug: string, nextPage: number, writeHash: boolean) => {
    slug = filters.some((a) => a.dataset.categorySlug === nextSlug) || nextSlug === ALL_CATEGORIES ? nextSlug : ALL_CATEGORIES;
    const matching = items.filter((item) => matchesCategory(item.classList, slug));
    const pages = pageCount(matching.length, perPage);
    page = clampPage(nextPage, pages);
    const shown = matching.filter((_, i) => onPage(i, page, perPage));
    for (const item of items) {
      const visible = shown.includes(item);
      restorer.toggleClass(item, 'active', visible);
      restorer.toggleClass(item, 'inactive', !visible);
      restorer.style(item, 'display', visible ? '' : 'none');
    }
    for (const link of filters) {
      const current = link.dataset.categorySlug === slug;
      restorer.toggleClass(link, 'active', current);
      restorer.attr(link, 'aria-pressed', String(current));
    }
    drawPager(page, pages);
    markGridRows(shown, items, restorer);
    status.textContent = `${matching.length} project${matching.length === 1 ? '' : 's'}${pages > 1 ? `, page ${page} of ${pages}` : ''}`;
    if (writeHash && root.id) writeHashParams(win, root.id, [slug, String(page)]);
  };

  for (const link of filters) {
    // A filter acts in place: a toggle button for assistive technology.
    restorer.attr(link, 'role', 'button');
    link.addEventListener('click', (event) => {
      event.preventDefault();
      show(cleanSlug(link.dataset.categorySlug) ?? ALL_CATEGORIES, 1, true);
    }, { signal });
    link.addEventListener('keydown', (event) => {
      if (event.key === ' ') {
        event.preventDefault();
        link.click();
      }
    }, { signal });
  }

  const fromHash = (params: readonly string[] | null) => {
    show(cleanSlug(params?.[0]) ?? ALL_CATEGORIES, pageFromParam(params?.[1]) ?? 1, false);
  };
  const initialSlug = filters.find((a) => a.classList.contains('active'))?.dataset.categorySlug;
  const params = root.id ? readHashParams(win, root.id) : null;
  fromHash(params ?? [cleanSlug(initialSlug) ?? ALL_CATEGORIES, '1']);
  if (root.id) onHashParams(win, root.id, fromHash, signal);
  const resize = new ResizeObserver(() => markGridRows(items.filter((i) => i.style.display !== 'none'), items, restorer));
  resize.observe(root);

  return () => {
    resize.disconnect();
    restorer.restore();
  };
});
