import { isFlagOn } from './flag';

describe('isFlagOn', () => {
  it.each([true, 1, '1', 'on', 'yes', 'true', ' ON '])('treats %p as on', (value) => {
    expect(isFlagOn(value)).toBe(true);
  });

  it.each([false, 0, '0', '', 'off', 'no', 'false', 'default', undefined, null, 2, {}])('treats %p as off', (value) => {
    expect(isFlagOn(value)).toBe(false);
  });
});
