import { parseFontSetting } from './font-and-icon';

test('parseFontSetting reads the nine pipe-separated parts', () => {
  expect(parseFontSetting('Open Sans|700|on||on|||dashed|#ff0000')).toEqual({
    font: 'Open Sans', weight: '700', italic: true, uppercase: false, underline: true,
    smallCaps: false, strikethrough: false, lineStyle: 'dashed', lineColor: '#ff0000',
  });
  expect(parseFontSetting('')).toMatchObject({ font: '', weight: '', italic: false, lineColor: '' });
});
