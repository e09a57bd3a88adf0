import { fullscreenHeight } from './fullscreen-height';

test('the viewport less the admin bar (above 600 px) and the fixed header (above 980 px)', () => {
  expect(fullscreenHeight({ viewportHeight: 900, windowWidth: 1280, adminBar: 32, fixedHeader: 80 })).toBe(788);
  expect(fullscreenHeight({ viewportHeight: 900, windowWidth: 800, adminBar: 32, fixedHeader: 80 })).toBe(868);
  expect(fullscreenHeight({ viewportHeight: 700, windowWidth: 390, adminBar: 46, fixedHeader: 80 })).toBe(700);
  expect(fullscreenHeight({ viewportHeight: 50, windowWidth: 1280, adminBar: 32, fixedHeader: 80 })).toBe(0);
});
