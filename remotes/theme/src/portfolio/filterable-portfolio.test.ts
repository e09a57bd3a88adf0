/** @jest-environment jsdom */
import { stubResizeObserver } from '../test-support/observers';
import { render, testContext } from '../test-support/test-context';
import filterablePortfolio from './filterable-portfolio';

beforeAll(stubResizeObserver);
beforeEach(() => window.history.replaceState(null, '', '/demo/theme.html'));

const item = (n: number, cat: string) => `<div class="et_pb_portfolio_item project_category_${cat}"><h3>P${n}</h3></div>`;
const MARKUP = `<div id="work" class="et_pb_module et_pb_filterable_portfolio et_pb_filterable_portfolio_grid" data-posts-number="2">
  <div class="et_pb_portfolio_filters clearfix"><ul>
    <li class="et_pb_portfolio_filter et_pb_portfolio_filter_all"><a href="#" class="active" data-category-slug="all">All</a></li>
    <li class="et_pb_portfolio_filter"><a href="#" data-category-slug="boats">Boats</a></li>
    <li class="et_pb_portfolio_filter"><a href="#" data-category-slug="maps">Maps</a></li>
  </ul></div>
  <div class="et_pb_portfolio_items">${item(1, 'boats')}${item(2, 'maps')}${item(3, 'boats')}${item(4, 'maps')}${item(5, 'boats')}</div>
  <div class="et_pb_portofolio_pagination"></div>
</div>`;
const visible = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('.et_pb_portfolio_item')].filter((i) => i.style.display !== 'none').map((i) => i.textContent);
const pages = (el: HTMLElement) => [...el.querySelectorAll('nav a')].map((a) => a.textContent);

test('pages all items, filters by category and keeps slug and page in the hash', () => {
  const el = render(MARKUP);
  const before = el.outerHTML;
  const unmount = filterablePortfolio.mount(el, testContext()) as () => void;
  expect(visible(el)).toEqual(['P1', 'P2']);
  expect(pages(el)).toEqual(['1', '2', '3', 'Next']);
  el.querySelector<HTMLAnchorElement>('nav a[data-page="3"]')!.click();
  expect(visible(el)).toEqual(['P5']);
  expect(window.location.hash).toBe('#work|all|3');
  expect(el.querySelector('nav a[aria-current="page"]')!.textContent).toBe('3');
  el.querySelector<HTMLAnchorElement>('a[data-category-slug="boats"]')!.click();
  expect(visible(el)).toEqual(['P1', 'P3']);
  expect(window.location.hash).toBe('#work|boats|1');
  expect(el.querySelector('a[data-category-slug="boats"]')!.getAttribute('aria-pressed')).toBe('true');
  unmount();
  expect(el.outerHTML).toBe(before);
});

test('opens the category and page the hash names; hostile or unknown values fall back', () => {
  window.history.replaceState(null, '', '/demo/theme.html#work|boats|2');
  let el = render(MARKUP);
  filterablePortfolio.mount(el, testContext());
  expect(visible(el)).toEqual(['P5']);
  // A page past the end is the last page.
  window.history.replaceState(null, '', '/demo/theme.html#work|maps|2');
  el = render(MARKUP);
  filterablePortfolio.mount(el, testContext());
  expect(visible(el)).toEqual(['P2', 'P4']);
  window.history.replaceState(null, '', '/demo/theme.html#work|"><img|99');
  el = render(MARKUP);
  filterablePortfolio.mount(el, testContext());
  expect(visible(el)).toEqual(['P5']);
});
