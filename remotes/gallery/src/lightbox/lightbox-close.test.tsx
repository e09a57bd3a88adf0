import { act, fireEvent } from '@testing-library/react';
import { installDialogPolyfill } from './test-support/dialog-polyfill';
import { buildGrid, control, dialog, isOpen, itemsOf, mountGrid, pressKey, resetPage, shownImage, title } from './test-support/gallery-page';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogPolyfill();
});
afterAll(() => uninstall());
afterEach(resetPage);

async function openFirst(): Promise<HTMLElement> {
  const grid = buildGrid('gallery-c', [{ src: '/c1.jpg', title: 'One' }, { src: '/c2.jpg' }]);
  await mountGrid(grid);
  fireEvent.click(itemsOf(grid)[0]!);
  expect(isOpen()).toBe(true);
  return grid;
}

/** A real click: the press and the release both on `target`. */
const clickOn = (target: Element) => {
  fireEvent.mouseDown(target);
  fireEvent.click(target);
};

describe('closing', () => {
  it('closes on the close control and empties the dialog', async () => {
    await openFirst();
    fireEvent.click(control('Close'));
    expect(isOpen()).toBe(false);
    expect(dialog().querySelector('img')).toBeNull();
  });

  it('closes on a click on the backdrop itself', async () => {
    await openFirst();
    clickOn(dialog());
    expect(isOpen()).toBe(false);
  });

  it.each([
    ['the image', () => shownImage()!],
    ['the title', () => dialog().querySelector('h2')!],
    ['the caption', () => dialog().querySelector('.eacf7-lightbox__caption')!],
    ['the image box while it loads', () => dialog().querySelector('.eacf7-lightbox__frame')!],
  ])('stays open on a click on %s', async (_label, target) => {
    await openFirst();
    clickOn(target());
    expect(isOpen()).toBe(true);
  });

  // Only the outermost pixels used to count as backdrop.
  it.each([
    ['the figure around the image', () => dialog().querySelector('figure')!],
    ['the stage around the image', () => dialog().querySelector('.eacf7-lightbox__stage')!],
    ['the caption block beside its text', () => dialog().querySelector('figcaption')!],
  ])('closes on a click on the dark area: %s', async (_label, target) => {
    await openFirst();
    clickOn(target());
    expect(isOpen()).toBe(false);
  });

  it('stays open when a press on the stage ends on the image', async () => {
    await openFirst();
    fireEvent.mouseDown(dialog().querySelector('.eacf7-lightbox__stage')!);
    fireEvent.click(shownImage()!);
    expect(isOpen()).toBe(true);
  });

  it('stays open on a click on the next control', async () => {
    await openFirst();
    clickOn(control('Next image'));
    expect(isOpen()).toBe(true);
  });

  it('stays open when a drag starts on the image and ends on the backdrop', async () => {
    await openFirst();
    fireEvent.mouseDown(shownImage()!);
    fireEvent.click(dialog());
    expect(isOpen()).toBe(true);
  });

  it('stays open when a press on the backdrop is followed by a keyboard click on a control', async () => {
    await openFirst();
    fireEvent.mouseDown(dialog());
    fireEvent.click(control('Next image'));
    expect(isOpen()).toBe(true);
    expect(title()).toBe('Image');
  });

  it('closes on Escape, and prevents the browser’s own handling of it', async () => {
    await openFirst();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Escape' })).toBe(false);
    expect(isOpen()).toBe(false);
  });

  it('closes on the Escape key code 27 when key is missing', async () => {
    await openFirst();
    pressKey({ keyCode: 27 });
    expect(isOpen()).toBe(false);
  });

  it('closes on the dialog’s cancel event (the browser’s close request) and keeps the state in charge', async () => {
    await openFirst();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog().dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(isOpen()).toBe(false);
    expect(dialog().querySelector('img')).toBeNull();
  });

  it('syncs the state when the dialog was closed natively without a cancel', async () => {
    await openFirst();
    act(() => {
      dialog().removeAttribute('open');
      dialog().dispatchEvent(new Event('close'));
    });
    expect(dialog().querySelector('img')).toBeNull();
    expect(document.body.classList.contains('eacf7-lightbox-open')).toBe(false);
  });

  it('can open again after closing', async () => {
    const grid = await openFirst();
    fireEvent.click(control('Close'));
    fireEvent.click(itemsOf(grid)[1]!);
    expect(isOpen()).toBe(true);
    expect(title()).toBe('Image');
  });
});

describe('body class', () => {
  // Both the spec's class and ours (a decision recorded in shared-contracts/MARKUP.md).
  const marked = () => ['lightbox-open', 'eacf7-lightbox-open'].map((name) => document.body.classList.contains(name));
  it('marks the body with lightbox-open and eacf7-lightbox-open while active only', async () => {
    const grid = buildGrid('gallery-c', [{ src: '/c1.jpg' }]);
    await mountGrid(grid);
    expect(marked()).toEqual([false, false]);
    fireEvent.click(itemsOf(grid)[0]!);
    expect(marked()).toEqual([true, true]);
    fireEvent.click(control('Close'));
    expect(marked()).toEqual([false, false]);
  });

  it('is removed on Escape too', async () => {
    await openFirst();
    pressKey({ key: 'Escape' });
    expect(marked()).toEqual([false, false]);
  });
});
