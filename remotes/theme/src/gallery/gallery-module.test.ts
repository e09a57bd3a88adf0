/** @jest-environment jsdom */
import { stubResizeObserver } from '../test-support/observers';
import { render, testContext } from '../test-support/test-context';
import galleryModule from './index';

beforeAll(() => stubResizeObserver());
beforeEach(() => window.history.replaceState(null, '', '/demo/theme.html'));

const item = (n: number, href = `/media/img-${n}.svg`) =>
  `<div class="et_pb_gallery_item et_pb_grid_item"><div class="et_pb_gallery_image"><a href="${href}" title="T${n}"><img src="${href}" alt="Alt ${n}"></a></div><h3 class="et_pb_gallery_title">Title ${n}</h3></div>`;
const GRID = (items: string) => `<div id="pics" class="et_pb_module et_pb_gallery et_pb_gallery_grid"><div class="et_pb_gallery_items et_post_gallery clearfix" data-per_page="2">${items}</div></div>`;
const visible = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('.et_pb_gallery_item')].filter((i) => i.style.display !== 'none').map((i) => i.querySelector('h3')!.textContent);

test('pages the grid, keeps the page in the hash and restores the markup', () => {
  const el = render(GRID(item(1) + item(2) + item(3) + item(4) + item(5)));
  const before = el.outerHTML;
  const unmount = galleryModule.mount(el, testContext()) as () => void;
  expect(visible(el)).toEqual(['Title 1', 'Title 2']);
  el.querySelector<HTMLAnchorElement>('nav a[data-page="2"]')!.click();
  expect(visible(el)).toEqual(['Title 3', 'Title 4']);
  expect(window.location.hash).toBe('#pics|2');
  unmount();
  expect(el.outerHTML).toBe(before);
  expect(document.querySelector('dialog')).toBeNull();
});

test('4 per page by default; the hash opens a page', () => {
  window.history.replaceState(null, '', '/demo/theme.html#pics|2');
  const el = render(GRID([1, 2, 3, 4, 5].map((n) => item(n)).join('')).replace(' data-per_page="2"', ''));
  galleryModule.mount(el, testContext());
  expect(visible(el)).toEqual(['Title 5']);
});

test('opens no dialog of its own: an image link is left to the gallery remote’s lightbox', () => {
  const el = render(GRID(item(1) + item(2)));
  galleryModule.mount(el, testContext());
  const link = el.querySelector<HTMLAnchorElement>('.et_pb_gallery_image a')!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(document.querySelector('dialog')).toBeNull();
});
