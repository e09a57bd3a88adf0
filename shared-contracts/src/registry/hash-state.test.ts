import { hashStateIds, parseHashState, stripHashState } from './hash-state';

describe('hash state', () => {
  it('splits modules on a double bar and parameters on a single bar', () => {
    expect(parseHashState('#tabs-1|2||gallery-a|3')).toEqual([
      ['tabs-1', '2'],
      ['gallery-a', '3'],
    ]);
  });

  it('strips everything but letters, digits, hyphen, underscore and bar', () => {
    expect(stripHashState('#a<img src=x onerror=alert(1)>|1')).toBe('aimgsrcxonerroralert1|1');
    expect(parseHashState('#%3Cscript%3E|1')).toEqual([['3Cscript3E', '1']]);
    expect(parseHashState('#gallery-a|2"; x')).toEqual([['gallery-a', '2x']]);
  });

  it('drops empty module ids and caps the length', () => {
    expect(parseHashState('')).toEqual([]);
    expect(parseHashState('#|1||b')).toEqual([['b']]);
    expect(stripHashState('a'.repeat(2000))).toHaveLength(512);
  });

  it('lists the element ids a hash names', () => {
    expect([...hashStateIds('#tab-x||gallery-b|1')]).toEqual(['tab-x', 'gallery-b']);
  });
});
