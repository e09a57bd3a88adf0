import { isResponsiveEnabled, isToggleOn, responsiveAttribute, responsiveValue } from './responsive-values';

describe('isResponsiveEnabled', () => {
  it('is on only when the first part is on', () => {
    expect(isResponsiveEnabled('on|tablet')).toBe(true);
    expect(isResponsiveEnabled('on')).toBe(true);
    expect(isResponsiveEnabled('off|desktop')).toBe(false);
    expect(isResponsiveEnabled(undefined)).toBe(false);
    expect(isResponsiveEnabled('')).toBe(false);
  });
});

describe('responsiveValue', () => {
  const fields = { size: '40px', size_tablet: '', size_phone: '20px', size_last_edited: 'on|phone' };
  it('reads the device variant, falling back to the previous device', () => {
    expect(responsiveValue(fields, 'size', 'desktop')).toBe('40px');
    expect(responsiveValue(fields, 'size', 'tablet')).toBe('40px');
    expect(responsiveValue(fields, 'size', 'phone')).toBe('20px');
    expect(responsiveValue({ ...fields, size_tablet: '30px', size_phone: undefined }, 'size', 'phone')).toBe('30px');
  });
  it('reads desktop everywhere when responsive is off or missing', () => {
    expect(responsiveValue({ ...fields, size_last_edited: 'off|desktop' }, 'size', 'phone')).toBe('40px');
    expect(responsiveValue({ size: '1', size_phone: '2' }, 'size', 'phone')).toBe('1');
  });
});

test('responsiveAttribute falls back through the devices', () => {
  const attrs: Record<string, string> = { 'data-color': 'red', 'data-color-tablet': 'blue' };
  const read = (name: string) => attrs[name] ?? null;
  expect(responsiveAttribute(read, 'data-color', 'phone')).toBe('blue');
  expect(responsiveAttribute(read, 'data-color', 'desktop')).toBe('red');
  expect(responsiveAttribute(() => null, 'data-color', 'phone')).toBeNull();
});

test('toggle values: on/yes, off/no, default and unknown take the fallback', () => {
  expect(['on', 'yes', 'off', 'no'].map((v) => isToggleOn(v))).toEqual([true, true, false, false]);
  expect(isToggleOn('default', true)).toBe(true);
  expect(isToggleOn('maybe')).toBe(false);
  expect(isToggleOn(null, true)).toBe(true);
});
