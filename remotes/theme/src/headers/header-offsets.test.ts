import {
  adminBarHeightFor,
  anchorScrollOffset,
  fixedHeadersOffset,
  headerIsFixed,
  hideNavEnabled,
  menuPaddingTop,
  transparentCloneHeight,
} from './header-offsets';

describe('hide-on-scroll', () => {
  it('is enabled only when the page is taller than window + header + 200', () => {
    expect(hideNavEnabled(1181, 900, 80)).toBe(true);
    expect(hideNavEnabled(1180, 900, 80)).toBe(false);
    expect(hideNavEnabled(600, 900, 80)).toBe(false);
  });
});

describe('fixed header state', () => {
  it('fixes above 980 px once the content start is reached, and returns on scrolling back', () => {
    expect(headerIsFixed(120, 120, 1280)).toBe(true);
    expect(headerIsFixed(119, 120, 1280)).toBe(false);
    expect(headerIsFixed(0, 0, 1280)).toBe(false);
  });
  it('never fixes at 980 px or narrower; the second theme from 1024', () => {
    expect(headerIsFixed(500, 100, 980)).toBe(false);
    expect(headerIsFixed(500, 100, 981)).toBe(true);
    expect(headerIsFixed(500, 100, 1000, 1024)).toBe(false);
    expect(headerIsFixed(500, 100, 1025, 1024)).toBe(true);
  });
});

test('a transparent navigation clone adds 58 px; menus start 20 px below the top bar', () => {
  expect(transparentCloneHeight(80)).toBe(138);
  expect(menuPaddingTop(31)).toBe(51);
  expect(menuPaddingTop(0)).toBe(20);
});

describe('anchor scroll offset', () => {
  const cover = { adminBarHeight: 32, fixedHeaderHeight: 70, stickyHeight: 0 };
  it('adds the fixed header above 980 px and the admin bar above 600 px', () => {
    expect(anchorScrollOffset({ ...cover, viewportWidth: 1280 })).toBe(102);
    expect(anchorScrollOffset({ ...cover, viewportWidth: 980 })).toBe(32);
    expect(anchorScrollOffset({ ...cover, viewportWidth: 601 })).toBe(32);
    expect(anchorScrollOffset({ ...cover, viewportWidth: 600 })).toBe(0);
  });
  it('adds sticky modules at every width', () => {
    expect(anchorScrollOffset({ ...cover, stickyHeight: 50, viewportWidth: 390 })).toBe(50);
    expect(anchorScrollOffset({ ...cover, stickyHeight: 50, viewportWidth: 1280 })).toBe(152);
  });
  it('uses the second theme’s 1024 px breakpoint when told', () => {
    expect(anchorScrollOffset({ ...cover, viewportWidth: 1000, fixedNavMinWidth: 1024 })).toBe(32);
  });
  it('is what sticky modules keep clear of, plus the sticky modules themselves', () => {
    for (const viewportWidth of [390, 800, 1000, 1280]) {
      const at = { ...cover, stickyHeight: 50, viewportWidth, fixedNavMinWidth: 1024 };
      expect(anchorScrollOffset(at)).toBe(fixedHeadersOffset(at) + 50);
    }
  });
});

test('the admin bar is 46 px up to 782 and 32 px above', () => {
  expect(adminBarHeightFor(782)).toBe(46);
  expect(adminBarHeightFor(783)).toBe(32);
});
