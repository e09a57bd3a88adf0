/** @jest-environment jsdom */
import { createDomRestorer } from './dom-restorer';

test('puts attributes, classes and inline styles back as first seen', () => {
  document.body.innerHTML = '<div id="a" class="x" style="color: red" data-k="1"></div>';
  const el = document.getElementById('a')!;
  const restorer = createDomRestorer();
  restorer.attr(el, 'role', 'region');
  restorer.attr(el, 'data-k', '2');
  restorer.attr(el, 'data-k', null);
  restorer.toggleClass(el, 'y', true);
  restorer.toggleClass(el, 'x', false);
  restorer.style(el, 'display', 'none');
  expect(el.outerHTML).toBe('<div id="a" class="y" style="color: red; display: none;" role="region"></div>');
  restorer.restore();
  expect(el.outerHTML).toBe('<div id="a" class="x" style="color: red" data-k="1"></div>');
});
