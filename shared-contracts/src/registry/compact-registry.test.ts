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

  test('writes a selector the probe already holds as its index, and the rest as text', () => {
    const registry: RegistryEntry[] = [
      { selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox', load: 'interaction' },
      { selector: '.et_pb_toggle:not(.et_pb_accordion_item), .eacf7-gallery', remote: 'theme', expose: './toggle', load: 'visible' },
      { selector: 'body', remote: 'theme', expose: './sticky', load: 'immediate', global: 'et_pb_sticky_elements', pageLevel: true },
      { selector: '#page-container', remote: 'theme', expose: './page', load: 'idle', pageLevel: true },
    ];
    const probe = createBootProbe(registry);
    expect(compactRegistry(registry, probe)).toEqual([
      [[0], 'gallery', 'lightbox', 'interaction'],
      [['.et_pb_toggle:not(.et_pb_accordion_item)', 0], 'theme', 'toggle', 'visible'],
      [['body'], 'theme', 'sticky', 'immediate', 'et_pb_sticky_elements', 1],
      [[2], 'theme', 'page', 'idle', 0, 1],
    ]);
    expect(expandRegistry(compactRegistry(registry, probe), probe)).toEqual(registry.map(normalised));
  });

  test('refuses a probe whose selectors hold commas of their own', () => {
    expect(() => compactRegistry([], { held: ':is(.a,.b)', page: '', gated: [] })).toThrow(/split at their commas/);
  });
});
