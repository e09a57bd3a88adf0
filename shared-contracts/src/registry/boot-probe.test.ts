/** @jest-environment jsdom */
import { probeFinds } from './boot-probe';
import { createBootProbe } from './create-boot-probe';
import { MODULE_REGISTRY, type RegistryEntry } from './module-registry';

const registry: RegistryEntry[] = ([
  { selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox' },
  { selector: '.wpcf7', remote: 'forms', expose: './form' },
  { selector: '.wpcf7', remote: 'forms', expose: './other' },
  { selector: 'body', remote: 'theme', expose: './sticky', global: 'et_pb_sticky_elements' },
] as const).map((entry) => ({ ...entry, load: 'immediate' as const }));

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).et_pb_sticky_elements;
});

test('combines the selectors of ungated entries once each and keeps gated ones apart', () => {
  expect(createBootProbe(registry)).toEqual({ anySelector: '.eacf7-gallery,.wpcf7', gated: [['body', 'et_pb_sticky_elements']] });
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
  expect(() => document.querySelector(probe.anySelector)).not.toThrow();
  probe.gated.forEach(([selector]) => expect(() => document.querySelector(selector)).not.toThrow());
});
