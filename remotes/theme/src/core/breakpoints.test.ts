import { deviceForWidth, deviceMediaQuery } from './breakpoints';

test('phone up to 767, tablet 768 to 980, desktop above', () => {
  expect([0, 390, 767].map(deviceForWidth)).toEqual(['phone', 'phone', 'phone']);
  expect([768, 800, 980].map(deviceForWidth)).toEqual(['tablet', 'tablet', 'tablet']);
  expect([981, 1280].map(deviceForWidth)).toEqual(['desktop', 'desktop']);
  expect(deviceForWidth(Number.NaN)).toBe('phone');
});

test('media queries of the devices', () => {
  expect(deviceMediaQuery('tablet')).toBe('(min-width: 768px) and (max-width: 980px)');
  expect(deviceMediaQuery('desktop')).toBe('(min-width: 981px)');
});
