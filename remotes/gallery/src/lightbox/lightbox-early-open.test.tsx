import { act, fireEvent } from '@testing-library/react';
import type { Unmount } from '@cms-mf/shared-contracts';
import lightbox from './index';
import { installDialogPolyfill } from './test-support/dialog-polyfill';
import { buildGrid, isOpen, itemsOf, overlayLoaded, resetPage, testContext, title, watchClicks } from './test-support/gallery-page';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogPolyfill();
});
afterAll(() => uninstall());
let unmount: Unmount | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  resetPage();
});

/**
 * The mount is the grid's listeners only; the dialog is a chunk of its own that
 * the mount starts loading at once (overlay-loader.ts). A click that comes first
 * is not lost: the lightbox opens at that image once the dialog is there.
 */
test('a click before the dialog has loaded opens it at the clicked image once it is there', async () => {
  const grid = buildGrid('gallery-e', [{ src: '/e1.jpg', title: 'One' }, { src: '/e2.jpg', title: 'Two' }]);
  const clicks = watchClicks();
  act(() => {
    unmount = lightbox.mount(grid, testContext()) as Unmount;
  });
  fireEvent.click(itemsOf(grid)[1]!);
  expect(clicks.prevented).toEqual([true]);
  await act(overlayLoaded);
  expect(isOpen()).toBe(true);
  expect(title()).toBe('Two');
  clicks.stop();
});

test('when the dialog cannot load, the click is reported once (the warm-up alone is not) and the next click tries again', async () => {
  await jest.isolateModulesAsync(async () => {
    let fail = true;
    jest.doMock('./overlay-host', () => {
      if (fail) throw new Error('chunk failed');
      return jest.requireActual('./overlay-host');
    });
    const { default: isolated } = await import('./index');
    // jsdom does not navigate: the plain link's address is plain-link.test.ts's, the browser test's the navigation.
    const grid = buildGrid('gallery-f', [{ as: 'div', title: 'One', src: '/f1.jpg' }]);
    const ctx = testContext();
    act(() => {
      unmount = isolated.mount(grid, ctx) as Unmount;
    });
    const settle = async () => {
      for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await settle();
    expect(ctx.log.error).not.toHaveBeenCalled();
    fireEvent.click(itemsOf(grid)[0]!);
    await settle();
    expect(ctx.log.error).toHaveBeenCalledTimes(1);
    expect(document.querySelector('#eacf7-lightbox dialog')).toBeNull();
    fail = false;
    fireEvent.click(itemsOf(grid)[0]!);
    await settle();
    expect(ctx.log.error).toHaveBeenCalledTimes(1);
    expect(isOpen()).toBe(true);
  });
  jest.dontMock('./overlay-host');
});
