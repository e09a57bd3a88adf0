import { defineModule } from '@cms-mf/shared-contracts';
import { isSameOriginPage, moduleSelector } from './module-key';

const LINKS = '.wp-pagenavi a, .pagination a';
const CONTAINER = '.et_pb_ajax_pagination_container';

/**
 * `./ajax-pagination`: a paginated module's page links (MARKUP-FACTS §1.5
 * "Ajax pagination"; theme-frontend.md §2, §7, §8). A click fetches the
 * target page (a 404 page's body is used too), finds the same module in it,
 * cleans its container and swaps it in, moves focus to the new content,
 * updates the address and fires `post-load` on the body like the builder.
 * Anything that goes wrong falls back to following the link.
 */
export const ajaxPaginationModule = defineModule((el, ctx, signal) => {
  const container = el as HTMLElement;
  const doc = container.ownerDocument;
  const win = doc.defaultView!;
  const module = container.closest('.et_pb_module') ?? container;
  let busy = false;
  /** The page whose posts the container shows (the address without its hash), once it has swapped. */
  let shown: string | null = null;
  const withoutHash = (href: string) => href.split('#')[0];

  const load = async (url: URL) => {
    const key = moduleSelector(module);
    if (!key) throw new Error('the module has no id or order class');
    // The HTML requester (ky) and the sanitiser (DOMPurify) load on the first page change only.
    const [{ createHtmlRequester }, { parseInertPage, sanitizeFragment }] = await Promise.all([
      import('@cms-mf/shared-contracts/client'),
      import(/* webpackChunkName: "theme-sanitizer" */ './sanitize-fragment'),
    ]);
    const answer = await createHtmlRequester().getHtml(url.href, { signal });
    const page = parseInertPage(answer.body);
    const fresh = page.querySelector(`${key} ${CONTAINER}`) ?? (page.querySelector(key)?.matches(CONTAINER) ? page.querySelector(key) : null);
    if (!fresh) throw new Error(`${url.pathname}${url.search} has no ${key} ${CONTAINER}`);
    sanitizeFragment(fresh);
    container.replaceChildren(...[...fresh.childNodes].map((node) => doc.importNode(node, true)));
  };

  container.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(LINKS);
    if (!link || busy || ctx.builder.active || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = isSameOriginPage(link.getAttribute('href') ?? '', doc.baseURI);
    if (!url) return;
    event.preventDefault();
    busy = true;
    container.setAttribute('aria-busy', 'true');
    load(url)
      .then(() => {
        win.history.pushState(win.history.state, '', url.href);
        shown = withoutHash(url.href)!;
        if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
        container.focus({ preventScroll: true });
        container.scrollIntoView({ block: 'start' });
        doc.body.dispatchEvent(new Event('post-load', { bubbles: true }));
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        ctx.log.warn('ajax pagination: following the link instead', error);
        win.location.assign(url.href);
      })
      .finally(() => {
        busy = false;
        container.removeAttribute('aria-busy');
      });
  }, { signal });
  // Back and forward across swapped pages: reload when the address names another page than the one shown.
  win.addEventListener('popstate', () => {
    if (shown !== null && withoutHash(win.location.href) !== shown) win.location.reload();
  }, { signal });
});
