import { isHexColour, normaliseHexColour } from './hex-colour';

test('accepts #rrggbb in either case and nothing else', () => {
  expect(isHexColour('#2271b1')).toBe(true);
  expect(isHexColour('#A0B1C2')).toBe(true);
  for (const bad of ['2271b1', '#abc', '#2271b', '#2271b1a', '#gggggg', 'red', 'rgb(0,0,0)', ' #2271b1', '']) expect(isHexColour(bad)).toBe(false);
});

test('normalises to lower case, trimmed', () => {
  expect(normaliseHexColour(' #A0B1C2 ')).toBe('#a0b1c2');
  expect(normaliseHexColour('#abc')).toBeNull();
});
