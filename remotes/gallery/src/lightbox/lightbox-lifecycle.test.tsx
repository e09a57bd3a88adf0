import { fireEvent } from '@testing-library/react';
import { installDialogPolyfill } from './test-support/dialog-polyfill';
import { buildGrid, control, dialog, isOpen, itemsOf, mountGrid, overlay, resetPage, testContext, title, watchClicks } from './test-support/gallery-page';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogPolyfill();
});
afterAll(() => uninstall());
afterEach(resetPage);

const grid = (id: string) => buildGrid(id, [{ src: `/${id}-1.jpg`, title: `${id} one` }, { src: `/${id}-2.jpg` }]);
const styles = () => document.querySelectorAll('#eacf7-lightbox style');

describe('overlay container', () => {
  it('is created at mount when the page did not render it, with the CSS injected once', async () => {
    expect(overlay()).toBeNull();
    await mountGrid(grid('g1'));
    expect(overlay()?.parentElement).toBe(document.body);
    expect(styles()).toHaveLength(1);
    expect(styles()[0]!.textContent).toContain('prefers-reduced-motion');
  });

  it('is the page’s own #eacf7-lightbox when present, and its content stays', async () => {
    const own = document.createElement('div');
    own.id = 'eacf7-lightbox';
    own.innerHTML = '<p class="server">server content</p>';
    document.body.appendChild(own);
    const unmount = await mountGrid(grid('g1'));
    expect(overlay()).toBe(own);
    expect(document.querySelectorAll('#eacf7-lightbox')).toHaveLength(1);
    expect(own.querySelector('dialog')).not.toBeNull();
    unmount();
    expect(overlay()).toBe(own);
    expect(own.innerHTML).toBe('<p class="server">server content</p>');
  });

  it('does not inject the CSS again where the page already carries it, nor remove it', async () => {
    const own = document.createElement('div');
    own.id = 'eacf7-lightbox';
    own.innerHTML = '<style data-cmsmf-style-lightbox>/* server copy */</style>';
    document.body.appendChild(own);
    const before = own.innerHTML;
    const unmount = await mountGrid(grid('g1'));
    expect(styles()).toHaveLength(1);
    unmount();
    expect(own.innerHTML).toBe(before);
  });

  it('is shared by several grids: one container, one dialog, one style', async () => {
    await mountGrid(grid('g1'));
    await mountGrid(grid('g2'));
    expect(document.querySelectorAll('#eacf7-lightbox')).toHaveLength(1);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(styles()).toHaveLength(1);
  });
});

describe('unmount', () => {
  it('removes the created overlay when the last grid unmounts, not before', async () => {
    const g1 = grid('g1');
    const g2 = grid('g2');
    const unmount1 = await mountGrid(g1);
    const unmount2 = await mountGrid(g2);
    unmount1();
    expect(overlay()).not.toBeNull();
    fireEvent.click(itemsOf(g2)[0]!);
    expect(title()).toBe('g2 one');
    fireEvent.click(control('Close'));
    unmount2();
    expect(overlay()).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('removes the grid’s listeners: clicks then navigate as without JavaScript', async () => {
    const g1 = grid('g1');
    const unmount = await mountGrid(g1);
    unmount();
    await mountGrid(grid('g2')); // an overlay exists again, so "not open" proves the listener is gone
    const clicks = watchClicks();
    fireEvent.click(itemsOf(g1)[0]!);
    expect(clicks.prevented).toEqual([false]);
    expect(isOpen()).toBe(false);
    clicks.stop();
  });

  it('while open closes the lightbox and clears the body class', async () => {
    const g1 = grid('g1');
    const unmount = await mountGrid(g1);
    fireEvent.click(itemsOf(g1)[0]!);
    expect(document.body.classList.contains('eacf7-lightbox-open')).toBe(true);
    unmount();
    expect(document.body.classList.contains('eacf7-lightbox-open')).toBe(false);
    expect(overlay()).toBeNull();
  });

  it('is idempotent: a second call does not release another grid’s hold', async () => {
    const unmount1 = await mountGrid(grid('g1'));
    await mountGrid(grid('g2'));
    unmount1();
    unmount1();
    expect(overlay()).not.toBeNull();
  });

  it('leaves a fresh, closed lightbox for the next mount', async () => {
    const g1 = grid('g1');
    const unmount = await mountGrid(g1);
    fireEvent.click(itemsOf(g1)[1]!);
    unmount();
    await mountGrid(g1);
    expect(isOpen()).toBe(false);
    expect(dialog().querySelector('img')).toBeNull();
  });
});

describe('network', () => {
  it('makes no calls: never asks for the client, never fetches', async () => {
    const fetchSpy = jest.fn();
    const g = globalThis as { fetch?: unknown };
    const savedFetch = g.fetch;
    g.fetch = fetchSpy;
    try {
      const ctx = testContext();
      const g1 = grid('g1');
      const unmount = await mountGrid(g1, ctx);
      fireEvent.click(itemsOf(g1)[0]!);
      fireEvent.click(control('Next image'));
      fireEvent.click(control('Close'));
      unmount();
      expect(ctx.client).not.toHaveBeenCalled();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      g.fetch = savedFetch;
    }
  });
});
