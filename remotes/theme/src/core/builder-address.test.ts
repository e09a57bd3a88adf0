import { isLocked, isValidAddress, parentAddress } from './builder-address';

test('an address is valid only when all parts are numeric', () => {
  expect(isValidAddress('0.1.0.2')).toBe(true);
  expect(isValidAddress('3')).toBe(true);
  expect(isValidAddress('0.a.1')).toBe(false);
  expect(isValidAddress('0..1')).toBe(false);
  expect(isValidAddress('')).toBe(false);
  expect(parentAddress('0.1.2')).toBe('0.1');
  expect(parentAddress('0')).toBeNull();
});

test('a module is locked when it or an ancestor is locked', () => {
  const attrs: Record<string, { locked?: string }> = { '0': {}, '0.1': { locked: 'on' }, '1': { locked: 'off' } };
  const of = (address: string) => attrs[address];
  expect(isLocked('0.1.0.2', of)).toBe(true);
  expect(isLocked('0.1', of)).toBe(true);
  expect(isLocked('0.0.1', of)).toBe(false);
  expect(isLocked('1.0', of)).toBe(false);
  expect(isLocked('x.1', of)).toBe(false);
});
