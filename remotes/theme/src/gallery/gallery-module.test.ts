/** @jest-environment jsdom */
import { stubResizeObserver } from '../test-support/observers';
import { render, testContext } from '../test-support/test-context';
import galleryModule from './index';

beforeAll(() => {
  stubResizeObserver();
  // jsdom has no modal dialog: a minimal stand-in; the real one is tested in the browser.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
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

test('an image link opens the lightbox at that image; unsafe links are skipped', () => {
  const el = render(GRID(item(1) + item(2, 'javascript:alert(1)') + item(3)));
  galleryModule.mount(el, testContext());
  el.querySelectorAll<HTMLAnchorElement>('.et_pb_gallery_image a')[0]!.click();
  const dialog = document.querySelector('dialog')!;
  expect(dialog.open).toBe(true);
  expect(dialog.querySelector('figcaption')!.textContent).toBe('Title 1');
  dialog.querySelector<HTMLButtonElement>('[aria-label="Next image"]')!.click();
  expect(dialog.querySelector('figcaption')!.textContent).toBe('Title 3');
  expect(dialog.querySelector('.cmsmf-gallery-lightbox__counter')!.textContent).toBe('2 of 2');
});

test('a protocol-relative image link (//host) is skipped, not loaded from the other host (issue 32 item 2)', () => {
  const el = render(GRID(item(1) + item(2, '//evil.test/a.jpg') + item(3)));
  galleryModule.mount(el, testContext());
  el.querySelectorAll<HTMLAnchorElement>('.et_pb_gallery_image a')[0]!.click();
  const dialog = document.querySelector('dialog')!;
  expect(dialog.querySelector('.cmsmf-gallery-lightbox__counter')!.textContent).toBe('1 of 2');
  expect(dialog.innerHTML).not.toContain('evil.test');
});
