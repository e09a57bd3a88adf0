/** @jest-environment jsdom */
import { createBootProbe } from './create-boot-probe';
import { compactRegistry } from './compact-registry';
import { expandRegistry } from './expand-registry';
import { MODULE_REGISTRY, type RegistryEntry } from './module-registry';
import { splitList } from './probe-selectors';

/** A selector list as the browser reads it: spaces after its commas do not matter. */
const normalised = (entry: RegistryEntry): RegistryEntry => ({ ...entry, selector: splitList(entry.selector).join(',') });

describe('the registry the shell runtime carries', () => {
  test('expands back to the registry, against the probe it was compacted with', () => {
    const probe = createBootProbe(MODULE_REGISTRY);
    expect(expandRegistry(compactRegistry(MODULE_REGISTRY, probe), probe)).toEqual(MODULE_REGISTRY.map(normalised));
  });

  test('refuses an entry that holds any click, which it could not carry', () => {
    const registry: RegistryEntry[] = [{ selector: '.open', remote: 'forms', expose: './popup', load: 'interaction', holdsAnyClick: true }];
    expect(() => compactRegistry(registry, createBootProbe(registry))).toThrow(/holdsAnyClick/);
  });

  test('writes a selector the probe already holds as its index and the rest as text; remotes and word triggers as numbers, a media trigger as text', () => {
    const registry: RegistryEntry[] = [
      { selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox', load: 'interaction' },
      { selector: '.et_pb_toggle:not(.et_pb_accordion_item), .eacf7-gallery', remote: 'theme', expose: './toggle', load: 'visible' },
      { selector: 'body', remote: 'theme', expose: './sticky', load: 'immediate', global: 'et_pb_sticky_elements', pageLevel: true },
      { selector: '#page-container', remote: 'theme', expose: './page', load: 'idle', pageLevel: true },
      { selector: '.wpcf7', remote: 'forms', expose: './form', load: 'media:(min-width: 981px)' },
    ];
    const probe = createBootProbe(registry);
    expect(compactRegistry(registry, probe)).toEqual([
      [[0], 2, 'lightbox', 0],
      [['.et_pb_toggle:not(.et_pb_accordion_item)', 0], 3, 'toggle', 2],
      [['body'], 3, 'sticky', 1, 'et_pb_sticky_elements', 1],
      [[3], 3, 'page', 3, 0, 1],
      [[2], 0, 'form', 'media:(min-width: 981px)'],
    ]);
    expect(expandRegistry(compactRegistry(registry, probe), probe)).toEqual(registry.map(normalised));
  });

  test('refuses a probe whose selectors hold commas of their own', () => {
    expect(() => compactRegistry([], { held: ':is(.a,.b)', page: '', gated: [] })).toThrow(/split at their commas/);
  });
});
