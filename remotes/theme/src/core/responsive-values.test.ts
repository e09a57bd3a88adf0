import { isToggleOn, responsiveAttribute } from './responsive-values';

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
