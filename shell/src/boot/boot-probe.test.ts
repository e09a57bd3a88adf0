/** @jest-environment jsdom */
import { BOOT_PROBE, probeFinds } from './boot-probe';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
  delete (window as unknown as Record<string, unknown>).et_pb_sticky_elements;
});

const finds = (html: string) => {
  document.body.innerHTML = html;
  return probeFinds(BOOT_PROBE, document, window);
};

test.each([
  ['a Contact Form 7 form', '<div class="wpcf7"><form class="wpcf7-form"></form></div>'],
  ['an add-on field of a kind no shell has heard of', '<input class="eacf7-char-counter">'],
  ['the gallery', '<div class="eacf7-gallery"></div>'],
  ['a page-builder module', '<div class="et_pb_module et_pb_new_thing"></div>'],
  ['a page-builder section', '<div class="et_pb_section"></div>'],
  ['the shop’s checkout', '<div class="et_pb_wc_checkout_billing"></div>'],
  ['markup a site wrote for a module', '<div data-cmsmf-module="consent/banner"></div>'],
])('starts on %s', (_, html) => {
  expect(finds(html)).toBe(true);
});

test('a page without any family stays without the runtime; a page global of a behaviour starts it', () => {
  expect(finds('<main><h1>Plain</h1><p><a href="/x">x</a> <span class="wp-block-text">t</span></p><form><input></form></main>')).toBe(false);
  (window as unknown as Record<string, unknown>).et_pb_sticky_elements = {};
  expect(finds('<main></main>')).toBe(true);
});

test('an added element is looked at on its own: a global does not make every node a module', () => {
  (window as unknown as Record<string, unknown>).et_pb_sticky_elements = {};
  const p = document.createElement('p');
  expect(probeFinds(BOOT_PROBE, p, window)).toBe(false);
  p.className = 'eacf7-rating';
  expect(probeFinds(BOOT_PROBE, p, window)).toBe(true);
});

test('clicks are held in module markup, not in page wrappers or sections', () => {
  document.body.innerHTML = '<div id="page-container" class="et_pb_section"><a id="about" href="/about">About</a><div class="et_pb_module et_pb_slider"><a id="next" href="#n">n</a></div></div>';
  expect(document.getElementById('about')!.closest(BOOT_PROBE.held)).toBeNull();
  expect(document.getElementById('next')!.closest(BOOT_PROBE.held)).not.toBeNull();
});
