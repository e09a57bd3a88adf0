/** @jest-environment jsdom */
import { parseLoadTrigger } from './load-trigger';
import { MODULE_REGISTRY, REMOTE_NAMES } from './module-registry';

test('every entry names a known remote, a ./ expose and a selector the browser accepts', () => {
  for (const entry of MODULE_REGISTRY) {
    expect(REMOTE_NAMES).toContain(entry.remote);
    expect(entry.expose).toMatch(/^\.\/[a-z][a-z-]*$/);
    expect(() => document.querySelector(entry.selector)).not.toThrow();
    expect(parseLoadTrigger(entry.load)).toBe(entry.load);
  }
});

test('no remote exposes the same module twice under different selectors by accident', () => {
  const keys = MODULE_REGISTRY.map((e) => `${e.remote}${e.expose}`);
  expect(new Set(keys).size).toBe(keys.length);
});

test('page-level behaviours mount on body only when the CMS printed their data', () => {
  const pageLevel = MODULE_REGISTRY.filter((e) => e.selector === 'body');
  expect(pageLevel.map((e) => [e.expose, e.global])).toEqual([
    ['./animations', 'et_animation_data'],
    ['./scroll-effects', 'et_pb_motion_elements'],
    ['./sticky', 'et_pb_sticky_elements'],
  ]);
});

test('the gallery lightbox is found by our documented markup', () => {
  expect(MODULE_REGISTRY).toContainEqual({ selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox', load: 'interaction' });
});
