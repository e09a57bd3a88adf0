import { baseName, canAdd, canRemove, focusAfterRemoval, readLimit, renumberedName } from './repeater-rules';

describe('renumberedName', () => {
  test('adds the item suffix', () => {
    expect(renumberedName('crew-name', 1)).toBe('crew-name__1');
    expect(renumberedName('skills[]', 2)).toBe('skills__2[]');
  });
  test('replaces an old suffix (renumbering after a removal)', () => {
    expect(renumberedName('crew-name__3', 2)).toBe('crew-name__2');
    expect(renumberedName('skills__3[]', 1)).toBe('skills__1[]');
    expect(renumberedName('crew-name__', 4)).toBe('crew-name__4');
  });
  test('only a trailing suffix is one', () => {
    expect(renumberedName('a__1b', 2)).toBe('a__1b__2');
  });
  test('baseName undoes it', () => {
    expect(['crew-name__12', 'skills__2[]', 'plain'].map(baseName)).toEqual(['crew-name', 'skills', 'plain']);
  });
});

test('readLimit: a limit only when it is on and its count is a positive integer', () => {
  expect(readLimit('1', '3')).toBe(3);
  expect(readLimit('true', '2')).toBe(2);
  expect(readLimit(null, '3')).toBeNull();
  expect(readLimit('0', '3')).toBeNull();
  expect(readLimit('1', '')).toBeNull();
  expect(readLimit('1', '-2')).toBeNull();
});

test('canAdd: below the limit, or always without one', () => {
  expect(canAdd(2, 3)).toBe(true);
  expect(canAdd(3, 3)).toBe(false);
  expect(canAdd(50, null)).toBe(true);
});

test('canRemove: hidden when one item is left', () => {
  expect(canRemove(1)).toBe(false);
  expect(canRemove(2)).toBe(true);
});

test('focusAfterRemoval: the item that moved up, or the new last one', () => {
  expect(focusAfterRemoval(0, 2)).toBe(0);
  expect(focusAfterRemoval(1, 2)).toBe(1);
  expect(focusAfterRemoval(2, 2)).toBe(1);
  expect(focusAfterRemoval(0, 1)).toBe(0);
});
