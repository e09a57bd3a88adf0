import { fireEvent } from '@testing-library/react';
import { installDialogPolyfill } from './test-support/dialog-polyfill';
import {
  buildGrid, caption, control, dialog, isOpen, itemsOf, mountGrid, resetPage, shownImage, testContext, title, watchClicks,
} from './test-support/gallery-page';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogPolyfill();
});
afterAll(() => uninstall());
afterEach(resetPage);

const gridA = () =>
  buildGrid('gallery-a', [
    { src: '/a1.jpg', title: 'Alpha', caption: 'First of A' },
    { src: '/a2.jpg' },
    { title: 'No source' },
    { src: 'javascript:alert(1)', title: 'Script' },
    { src: '/a3.jpg', title: 'Gamma' },
    { src: 'https://cdn.test/a4.jpg', title: 'Delta' },
  ]);
const gridB = () =>
  buildGrid('gallery-b', [{ src: '/b1.jpg', title: 'B one' }, { src: '/b2.jpg', title: 'B two' }, { src: '/b3.jpg' }]);

describe('opening the lightbox', () => {
  it('is closed until an item is clicked', async () => {
    await mountGrid(gridA());
    expect(isOpen()).toBe(false);
    expect(dialog().querySelector('img')).toBeNull();
  });

  it('opens at the clicked item, counting only valid items, and prevents navigation', async () => {
    const grid = gridA();
    await mountGrid(grid);
    const clicks = watchClicks();
    fireEvent.click(itemsOf(grid)[4]!); // the 3rd valid item
    expect(clicks.prevented).toEqual([true]);
    expect(isOpen()).toBe(true);
    expect(title()).toBe('Gamma');
    expect(caption()).toBe('3 / 4');
    expect(shownImage()?.getAttribute('src')).toBe('http://localhost/a3.jpg');
    clicks.stop();
  });

  it('opens from a click on the thumbnail inside the item (delegation)', async () => {
    const grid = gridA();
    await mountGrid(grid);
    fireEvent.click(itemsOf(grid)[0]!.querySelector('img')!);
    expect(title()).toBe('Alpha');
    expect(caption()).toBe('First of A');
  });

  it('uses the list of the clicked item’s own grid', async () => {
    const a = gridA();
    const b = gridB();
    await mountGrid(a);
    await mountGrid(b);
    fireEvent.click(itemsOf(b)[1]!);
    expect(title()).toBe('B two');
    expect(caption()).toBe('2 / 3');
    fireEvent.click(control('Next image'));
    expect(caption()).toBe('3 / 3');
    expect(control('Next image').hidden).toBe(true);
  });

  it('defaults the title to "Image" and the caption to "i / total"', async () => {
    const grid = gridA();
    await mountGrid(grid);
    fireEvent.click(itemsOf(grid)[1]!);
    expect(title()).toBe('Image');
    expect(caption()).toBe('2 / 4');
  });

  it('names an untitled image by its thumbnail’s alt, else "Image", and keeps the heading "Image"', async () => {
    const grid = gridA();
    await mountGrid(grid);
    fireEvent.click(itemsOf(grid)[1]!);
    expect(shownImage()?.alt).toBe(itemsOf(grid)[1]!.querySelector('img')!.alt);
    expect(shownImage()?.alt).not.toBe('');
    expect(title()).toBe('Image');
    fireEvent.keyDown(document, { key: 'Escape' });
    itemsOf(grid)[1]!.querySelector('img')!.alt = '  ';
    fireEvent.click(itemsOf(grid)[1]!);
    expect(shownImage()?.alt).toBe('Image');
  });

  it('uses the title as the image alt text', async () => {
    const grid = gridA();
    await mountGrid(grid);
    fireEvent.click(itemsOf(grid)[5]!);
    expect(shownImage()?.alt).toBe('Delta');
    expect(shownImage()?.getAttribute('src')).toBe('https://cdn.test/a4.jpg');
  });

  it.each([
    ['without data-src', 2],
    ['with an unsafe data-src', 3],
  ])('opens nothing for an item %s and leaves its link alone', async (_label, position) => {
    const grid = gridA();
    await mountGrid(grid);
    const clicks = watchClicks();
    fireEvent.click(itemsOf(grid)[position]!);
    expect(clicks.prevented).toEqual([false]);
    expect(isOpen()).toBe(false);
    clicks.stop();
  });

  it('ignores clicks outside items', async () => {
    const grid = gridA();
    await mountGrid(grid);
    fireEvent.click(grid);
    expect(isOpen()).toBe(false);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle', { button: 1 }],
  ])('leaves %s-clicks to the browser (new tab or window)', async (_label, init) => {
    const grid = gridA();
    await mountGrid(grid);
    const clicks = watchClicks();
    fireEvent.click(itemsOf(grid)[0]!, init);
    expect(clicks.prevented).toEqual([false]);
    expect(isOpen()).toBe(false);
    clicks.stop();
  });

  it('ignores a click another script already prevented', async () => {
    const grid = gridA();
    await mountGrid(grid);
    itemsOf(grid)[0]!.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(itemsOf(grid)[0]!);
    expect(isOpen()).toBe(false);
  });

  it('in a visual builder blocks the navigation but opens nothing', async () => {
    const grid = gridA();
    await mountGrid(grid, testContext(true));
    const clicks = watchClicks();
    fireEvent.click(itemsOf(grid)[0]!);
    expect(clicks.prevented).toEqual([true]);
    expect(isOpen()).toBe(false);
    clicks.stop();
  });
});

describe('keyboard activation of items', () => {
  const divGrid = () =>
    buildGrid('gallery-k', [
      { src: '/k1.jpg', title: 'K one', as: 'div' },
      { src: '/k2.jpg', title: 'K two', as: 'div' },
    ]);

  it('opens a focusable non-link item on Enter', async () => {
    const grid = divGrid();
    await mountGrid(grid);
    const item = itemsOf(grid)[1]!;
    item.focus();
    fireEvent.keyDown(item, { key: 'Enter' });
    expect(title()).toBe('K two');
  });

  it('opens a focusable non-link item on Space release, not on press, without scrolling', async () => {
    const grid = divGrid();
    await mountGrid(grid);
    const item = itemsOf(grid)[0]!;
    item.focus();
    const notPrevented = fireEvent.keyDown(item, { key: ' ' });
    expect(notPrevented).toBe(false);
    expect(isOpen()).toBe(false);
    fireEvent.keyUp(item, { key: ' ' });
    expect(title()).toBe('K one');
  });

  it('ignores an Enter another script already prevented', async () => {
    const grid = divGrid();
    await mountGrid(grid);
    const item = itemsOf(grid)[0]!;
    item.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(item, { key: 'Enter' });
    expect(isOpen()).toBe(false);
  });

  it('does not open on a Space release whose press began elsewhere', async () => {
    const grid = divGrid();
    await mountGrid(grid);
    fireEvent.keyUp(itemsOf(grid)[0]!, { key: ' ' });
    expect(isOpen()).toBe(false);
  });

  it('leaves Enter on link items to the browser, which turns it into a click', async () => {
    const grid = gridA();
    await mountGrid(grid);
    const link = itemsOf(grid)[0]!;
    link.focus();
    expect(fireEvent.keyDown(link, { key: 'Enter' })).toBe(true);
    expect(isOpen()).toBe(false);
  });

  it('ignores keys pressed on an element inside the item', async () => {
    const grid = divGrid();
    const inner = document.createElement('button');
    itemsOf(grid)[0]!.appendChild(inner);
    await mountGrid(grid);
    fireEvent.keyDown(inner, { key: 'Enter' });
    expect(isOpen()).toBe(false);
  });
});
