/** @jest-environment jsdom */
import { anySelectorOf, probeFinds } from './boot-probe';
import { createBootProbe } from './create-boot-probe';
import { MODULE_REGISTRY, type RegistryEntry } from './module-registry';

const registry: RegistryEntry[] = ([
  { selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox' },
  { selector: '.wpcf7', remote: 'forms', expose: './form' },
  { selector: '.wpcf7', remote: 'forms', expose: './other' },
  { selector: 'body', remote: 'theme', expose: './sticky', global: 'et_pb_sticky_elements', pageLevel: true },
  { selector: '#page-container,#et-boc:not(#page-container *)', remote: 'theme', expose: './page', pageLevel: true },
  { selector: '.wpcf7, #et-boc', remote: 'forms', expose: './builder-form' },
] as const).map((entry) => ({ ...entry, load: 'immediate' as const }));

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).et_pb_sticky_elements;
});

test('combines the selectors of ungated entries once each, page-level ones after, and keeps gated ones apart', () => {
  const probe = createBootProbe(registry);
  expect(probe).toEqual({ held: '.eacf7-gallery,.wpcf7,#et-boc', page: '#page-container', gated: [['body', 'et_pb_sticky_elements']] });
  expect(anySelectorOf(probe)).toBe('.eacf7-gallery,.wpcf7,#et-boc,#page-container');
  expect(anySelectorOf({ ...probe, page: '' })).toBe('.eacf7-gallery,.wpcf7,#et-boc');
});

test('a page wrapper starts the runtime, but clicks inside it are not held (issue 19)', () => {
  const probe = createBootProbe(MODULE_REGISTRY);
  document.body.innerHTML = '<div id="page-container"><a href="/about">About</a><div class="eacf7-gallery"><a href="/a.jpg">A</a></div></div>';
  expect(probeFinds(probe, document, window)).toBe(true);
  expect(document.querySelector('a[href="/about"]')!.closest(probe.held)).toBeNull();
  expect(document.querySelector('a[href="/a.jpg"]')!.closest(probe.held)).not.toBeNull();
  document.body.innerHTML = '<div id="page-container"><a href="/about">About</a></div>';
  expect(probeFinds(probe, document, window)).toBe(true);
});

test('finds module markup in the page, and in an added element itself', () => {
  const probe = createBootProbe(registry);
  expect(probeFinds(probe, document, window)).toBe(false);
  const grid = document.createElement('div');
  grid.className = 'eacf7-gallery';
  expect(probeFinds(probe, grid, window)).toBe(true);
  document.body.append(grid);
  expect(probeFinds(probe, document, window)).toBe(true);
});

test('a page-level entry applies only when its page global is present', () => {
  const probe = createBootProbe(registry);
  expect(probeFinds(probe, document, window)).toBe(false);
  (window as unknown as Record<string, unknown>).et_pb_sticky_elements = {};
  expect(probeFinds(probe, document, window)).toBe(true);
});

test('the real registry yields a selector the browser accepts', () => {
  const probe = createBootProbe(MODULE_REGISTRY);
  expect(() => document.querySelector(anySelectorOf(probe))).not.toThrow();
  expect(() => document.querySelector(probe.held)).not.toThrow();
  probe.gated.forEach(([selector]) => expect(() => document.querySelector(selector)).not.toThrow());
});
