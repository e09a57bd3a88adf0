import { act, fireEvent } from '@testing-library/react';
import { installDialogPolyfill } from '../test-support/dialog-polyfill';
import { buildGrid, caption, control, isOpen, itemsOf, mountGrid, resetPage } from '../test-support/gallery-page';
import { HISTORY_KEY } from './history-sync';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogPolyfill();
});
afterAll(() => uninstall());
afterEach(resetPage);

const grid = (id = 'gallery-a') =>
  buildGrid(id, [{ src: '/1.jpg', title: 'One' }, { src: '/2.jpg', title: 'Two' }, { src: '/3.jpg', title: 'Three' }]);

/** jsdom traverses history in a later task, as browsers do: resolves after the next popstate has been handled. */
const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }));
const back = () =>
  act(async () => {
    const done = popped();
    history.back();
    await done;
  });

describe('the lightbox in the address and the history', () => {
  it('pushes an entry naming the image on open, and replaces it on paging', async () => {
    history.replaceState(null, '', '/page.html#tabs-1|2');
    const before = history.length;
    const g = grid();
    await mountGrid(g);
    fireEvent.click(itemsOf(g)[0]!);
    expect(history.length).toBe(before + 1);
    expect(location.hash).toBe('#tabs-1|2||gallery-a|1');
    expect((history.state as Record<string, unknown>)[HISTORY_KEY]).toEqual(expect.any(String));
    fireEvent.click(control('Next image'));
    expect(location.hash).toBe('#tabs-1|2||gallery-a|2');
    expect(history.length).toBe(before + 1);
  });

  it('goes back on close, restoring the address', async () => {
    history.replaceState(null, '', '/page.html#top');
    const g = grid();
    await mountGrid(g);
    fireEvent.click(itemsOf(g)[1]!);
    const done = popped();
    fireEvent.click(control('Close'));
    expect(isOpen()).toBe(false);
    await act(() => done);
    expect(location.pathname + location.hash).toBe('/page.html#top');
  });

  it('closes on Back', async () => {
    history.replaceState(null, '', '/page.html');
    const g = grid();
    await mountGrid(g);
    fireEvent.click(itemsOf(g)[2]!);
    await back();
    expect(isOpen()).toBe(false);
    expect(location.hash).toBe('');
  });

  it('opens the image a deep link names, with the page’s own address as the entry before', async () => {
    history.replaceState(null, '', '/page.html#gallery-a|3');
    const g = grid();
    await mountGrid(g);
    expect(isOpen()).toBe(true);
    expect(caption()).toBe('3 / 3');
    expect(location.hash).toBe('#gallery-a|3');
    await back();
    expect(isOpen()).toBe(false);
    expect(location.pathname + location.hash).toBe('/page.html');
  });

  it('opens on a hash change to an image, and ignores other grids and hostile hashes', async () => {
    history.replaceState(null, '', '/page.html');
    const g = grid();
    await mountGrid(g);
    for (const hash of ['#gallery-b|1', '#gallery-a|9', '#gallery-a|<img src=x onerror=alert(1)>', '#gallery-a|-1']) {
      history.replaceState(null, '', `/page.html${hash}`);
      fireEvent(window, new HashChangeEvent('hashchange'));
      expect(isOpen()).toBe(false);
    }
    history.replaceState(null, '', '/page.html#gallery-a|2');
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(isOpen()).toBe(true);
    expect(caption()).toBe('2 / 3');
  });

  it('takes a history entry without an address for a grid without id', async () => {
    history.replaceState(null, '', '/page.html#top');
    const before = history.length;
    const g = grid('');
    g.removeAttribute('id');
    await mountGrid(g);
    fireEvent.click(itemsOf(g)[0]!);
    expect(history.length).toBe(before + 1);
    expect(location.hash).toBe('#top');
  });
});
