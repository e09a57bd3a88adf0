import { discoverPage, type PageFile } from './discover-pages';
import { PAGE_TYPES, type PageTypeId } from './page-types';

const type = (id: PageTypeId) => PAGE_TYPES.find((t) => t.id === id)!;
const page = (path: string, body: string): PageFile => ({ path, html: `<html><body>${body}</body></html>` });

const site = [
  page('/demo/plain.html', '<p>nothing</p>'),
  page('/demo/gallery.html', '<div class="eacf7-gallery"></div>'),
  page('/demo/forms/multistep.html', '<div class="wpcf7"><div class="eacf7-multisetp-form"></div></div>'),
  page('/demo/forms/contact.html', '<div class="wpcf7"><input class="wpcf7-form-control eacf7-phone"><input class="eacf7-datetimepicker"></div>'),
  page('/demo/shop/checkout.html', '<header id="main-header"></header><div class="et_pb_wc_checkout_billing"></div>'),
];

test('a page without features is built as soon as it exists', () => {
  expect(discoverPage(type('noModule'), site, new Set())).toMatchObject({ path: '/demo/plain.html', status: 'built', note: '' });
});

test('a fixed page whose module is released is built', () => {
  const found = discoverPage(type('gallery'), site, new Set(['gallery./lightbox']));
  expect(found).toMatchObject({ path: '/demo/gallery.html', status: 'built' });
  expect(found.features).toEqual([{ name: 'lightbox', module: 'gallery./lightbox', onPage: true, exposed: true }]);
});

test('the forms page carrying most of the type’s features is chosen, and measured as it stands', () => {
  const found = discoverPage(type('contactForm'), site, new Set(['forms./form', 'forms./phone']));
  expect(found.path).toBe('/demo/forms/contact.html');
  expect(found.status).toBe('partial');
  expect(found.note).toBe('not on the page: upload; not released: date-time, upload');
});

test('nothing released: not built, though there is a page to measure', () => {
  expect(discoverPage(type('contactForm'), site, new Set())).toMatchObject({ path: '/demo/forms/contact.html', status: 'not built' });
});

test('a page needs a primary feature: the theme header on a checkout page does not make a theme page', () => {
  expect(discoverPage(type('theme'), site, new Set())).toMatchObject({ path: null, status: 'not built' });
  expect(discoverPage(type('checkout'), site, new Set())).toMatchObject({ path: '/demo/shop/checkout.html', status: 'not built' });
});

test('no page: not built, saying what is looked for', () => {
  expect(discoverPage(type('gallery'), [], new Set()).note).toBe('no demo page /demo/gallery.html');
  expect(discoverPage(type('contactForm'), [], new Set()).note).toBe('no demo page under /demo/ with phone, date-time, upload');
});
