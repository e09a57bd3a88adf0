import { isExtendedIcon, parseFontSetting, parseIconValue } from './font-and-icon';

test('parseFontSetting reads the nine pipe-separated parts', () => {
  expect(parseFontSetting('Open Sans|700|on||on|||dashed|#ff0000')).toEqual({
    font: 'Open Sans', weight: '700', italic: true, uppercase: false, underline: true,
    smallCaps: false, strikethrough: false, lineStyle: 'dashed', lineColor: '#ff0000',
  });
  expect(parseFontSetting('')).toMatchObject({ font: '', weight: '', italic: false, lineColor: '' });
});

test('an icon is extended only with the double bar and a fa or divi type', () => {
  expect(isExtendedIcon('&#xf0e0;||fa||400')).toBe(true);
  expect(isExtendedIcon('5||divi||400')).toBe(true);
  expect(isExtendedIcon('5||other||400')).toBe(false);
  expect(isExtendedIcon('5|fa|400')).toBe(false);
  expect(parseIconValue('&#xf0e0;||fa||900')).toEqual({ unicode: '&#xf0e0;', type: 'fa', weight: '900' });
  expect(parseIconValue('a')).toEqual({ unicode: 'a', type: '', weight: '' });
});
