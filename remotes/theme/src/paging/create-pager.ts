import { pagerWindow } from './paging-core';

export interface PagerOptions {
  /** Where the pager goes: the module's pagination container (created elements go inside it). */
  readonly container: HTMLElement;
  /** The link target of a page (`#id|page`), so a page is also an address. */
  readonly href: (page: number) => string;
  readonly onPage: (page: number) => void;
  readonly texts: { readonly previous: string; readonly next: string };
  /** Names the navigation landmark. */
  readonly label: string;
  readonly signal: AbortSignal;
}

/**
 * The page links the builder renders (`ul > li.prev / li.page.page-{n} /
 * li.next` with `a[data-page]`, MARKUP-FACTS §1.5 "Gallery"), inside a
 * labelled `nav`; the current page has `aria-current`. Returns a function
 * that redraws it for a page; the signal removes it.
 */
export function createPager(options: PagerOptions): (current: number, pages: number) => void {
  const doc = options.container.ownerDocument;
  const nav = doc.createElement('nav');
  nav.setAttribute('aria-label', options.label);
  const list = doc.createElement('ul');
  nav.append(list);
  options.container.append(nav);
  nav.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page]');
    if (!link) return;
    event.preventDefault();
    options.onPage(Number(link.dataset.page));
  }, { signal: options.signal });
  options.signal.addEventListener('abort', () => nav.remove(), { once: true });

  const item = (className: string, page: number, text: string, linkClass: string, label?: string) => {
    const li = doc.createElement('li');
    li.className = className;
    const a = doc.createElement('a');
    a.href = options.href(page);
    a.dataset.page = String(page);
    a.className = linkClass;
    a.textContent = text;
    if (label) a.setAttribute('aria-label', label);
    li.append(a);
    return li;
  };

  return (current, pages) => {
    list.replaceChildren();
    nav.hidden = pages < 2;
    if (pages < 2) return;
    if (current > 1) list.append(item('prev', current - 1, options.texts.previous, 'page-prev', `${options.texts.previous} page`));
    for (const page of pagerWindow(current, pages)) {
      const li = item(`page page-${page}`, page, String(page), `page-${page}`, `Page ${page}`);
      const a = li.firstElementChild!;
      if (page === current) {
        a.classList.add('active');
        a.setAttribute('aria-current', 'page');
      }
      if (page === 1) a.classList.add('first-page');
      if (page === pages) a.classList.add('last-page');
      list.append(li);
    }
    if (current < pages) list.append(item('next', current + 1, options.texts.next, 'page-next', `${options.texts.next} page`));
  };
}
