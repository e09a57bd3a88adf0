import { builderPreviewWidth, deviceForWidth, deviceMediaQuery } from './breakpoints';

test('phone up to 767, tablet 768 to 980, desktop above', () => {
  expect([0, 390, 767].map(deviceForWidth)).toEqual(['phone', 'phone', 'phone']);
  expect([768, 800, 980].map(deviceForWidth)).toEqual(['tablet', 'tablet', 'tablet']);
  expect([981, 1280].map(deviceForWidth)).toEqual(['desktop', 'desktop']);
  expect(deviceForWidth(Number.NaN)).toBe('phone');
});

test('builder preview widths and media queries', () => {
  expect(builderPreviewWidth('phone')).toBe(479);
  expect(builderPreviewWidth('tablet')).toBe(768);
  expect(builderPreviewWidth('desktop')).toBeNull();
  expect(deviceMediaQuery('tablet')).toBe('(min-width: 768px) and (max-width: 980px)');
  expect(deviceMediaQuery('desktop')).toBe('(min-width: 981px)');
});
