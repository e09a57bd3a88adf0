/** @jest-environment jsdom */
import { isSameOriginPage, moduleSelector } from './module-key';

test('a module is found by id, else by its order class', () => {
  const el = document.createElement('div');
  el.className = 'et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper';
  expect(moduleSelector(el)).toBe('.et_pb_blog_0');
  el.id = 'news "list"';
  expect(moduleSelector(el)).toBe('[id="news \\"list\\""]');
  document.body.append(el);
  expect(document.querySelector(moduleSelector(el)!)).toBe(el);
  expect(moduleSelector(document.createElement('div'))).toBeNull();
});

test('only same-origin http(s) pages are fetched in place', () => {
  const base = 'https://site.test/demo/theme.html';
  expect(isSameOriginPage('?paged=2', base)?.href).toBe('https://site.test/demo/theme.html?paged=2');
  expect(isSameOriginPage('https://other.test/?paged=2', base)).toBeNull();
  expect(isSameOriginPage('javascript:alert(1)', base)).toBeNull();
  expect(isSameOriginPage('//other.test/x', base)).toBeNull();
});
