import fc from 'fast-check';
import { isExtendedIcon, parseFontSetting, parseIconValue } from './font-and-icon';

// Fuzzed parsers: font settings and icon values, as builder attributes carry them.
const barred = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.array(fc.constantFrom('Open Sans', '700', 'on', 'off', '', '|', '||', 'fa', 'divi', '&#xe08d;', '"', '<b>', 'solid', '#fff'), { maxLength: 14 }).map((parts) => parts.join('|')),
);
const RUNS = { numRuns: 1000 };

test('a font setting never throws; its text parts hold no bar and its flags are booleans', () => {
  fc.assert(
    fc.property(barred, (value) => {
      const font = parseFontSetting(value);
      for (const text of [font.font, font.weight, font.lineStyle, font.lineColor]) expect(text).not.toContain('|');
      for (const flag of [font.italic, font.uppercase, font.underline, font.smallCaps, font.strikethrough]) expect(typeof flag).toBe('boolean');
      expect(font.font).toBe(value.split('|')[0]);
    }),
    RUNS,
  );
});

test('an icon value never throws; a plain glyph is kept whole, an extended one splits on the double bar', () => {
  fc.assert(
    fc.property(barred, (value) => {
      const icon = parseIconValue(value);
      if (!isExtendedIcon(value)) {
        expect(icon).toEqual({ unicode: value, type: '', weight: '' });
        return;
      }
      for (const part of [icon.unicode, icon.type, icon.weight]) expect(part).not.toContain('||');
      expect(icon.type.toLowerCase()).toMatch(/fa|divi/);
      expect(value.startsWith(icon.unicode)).toBe(true);
    }),
    RUNS,
  );
});
