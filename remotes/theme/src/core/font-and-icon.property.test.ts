import fc from 'fast-check';
import { parseFontSetting } from './font-and-icon';

// Fuzzed parser: font settings, as builder attributes carry them.
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
