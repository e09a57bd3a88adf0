import { fireEvent } from '@testing-library/react';
import { installDialogPolyfill } from './test-support/dialog-polyfill';
import { buildGrid, caption, control, itemsOf, mountGrid, pressKey, resetPage, title } from './test-support/gallery-page';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogPolyfill();
});
afterAll(() => uninstall());
afterEach(resetPage);

/** Opens a three-image grid at `position` (0-based). */
async function openAt(position: number): Promise<HTMLElement> {
  const grid = buildGrid('gallery-n', [
    { src: '/n1.jpg', title: 'One' },
    { src: '/n2.jpg', title: 'Two' },
    { src: '/n3.jpg', title: 'Three' },
  ]);
  await mountGrid(grid);
  fireEvent.click(itemsOf(grid)[position]!);
  return grid;
}

describe('previous and next controls', () => {
  it('move one image back and forward', async () => {
    await openAt(1);
    fireEvent.click(control('Next image'));
    expect(title()).toBe('Three');
    expect(caption()).toBe('3 / 3');
    fireEvent.click(control('Previous image'));
    fireEvent.click(control('Previous image'));
    expect(title()).toBe('One');
  });

  it('hide previous at the first image and next at the last', async () => {
    await openAt(0);
    expect(control('Previous image').hidden).toBe(true);
    expect(control('Next image').hidden).toBe(false);
    fireEvent.click(control('Next image'));
    expect(control('Previous image').hidden).toBe(false);
    expect(control('Next image').hidden).toBe(false);
    fireEvent.click(control('Next image'));
    expect(control('Next image').hidden).toBe(true);
    expect(control('Previous image').hidden).toBe(false);
  });

  it('hide both for a grid with a single image', async () => {
    const grid = buildGrid('gallery-one', [{ src: '/only.jpg' }]);
    await mountGrid(grid);
    fireEvent.click(itemsOf(grid)[0]!);
    expect(caption()).toBe('1 / 1');
    expect(control('Previous image').hidden).toBe(true);
    expect(control('Next image').hidden).toBe(true);
  });

  it('ignore previous at the first image and next at the last, even when clicked', async () => {
    await openAt(0);
    fireEvent.click(control('Previous image'));
    expect(title()).toBe('One');
    fireEvent.click(control('Next image'));
    fireEvent.click(control('Next image'));
    fireEvent.click(control('Next image'));
    expect(title()).toBe('Three');
  });
});

describe('arrow keys while active', () => {
  it('ArrowRight goes to the next image and ArrowLeft to the previous', async () => {
    await openAt(1);
    pressKey({ key: 'ArrowRight' });
    expect(title()).toBe('Three');
    pressKey({ key: 'ArrowLeft' });
    pressKey({ key: 'ArrowLeft' });
    expect(title()).toBe('One');
  });

  it('are ignored at the ends', async () => {
    await openAt(0);
    pressKey({ key: 'ArrowLeft' });
    expect(title()).toBe('One');
    pressKey({ key: 'ArrowRight' });
    pressKey({ key: 'ArrowRight' });
    pressKey({ key: 'ArrowRight' });
    expect(title()).toBe('Three');
  });

  it('fall back to the key codes 37 and 39, and prevent scrolling', async () => {
    await openAt(1);
    expect(fireEvent.keyDown(document.activeElement!, { keyCode: 39 })).toBe(false);
    expect(title()).toBe('Three');
    fireEvent.keyDown(document.activeElement!, { keyCode: 37 });
    expect(title()).toBe('Two');
  });

  it('work when focus has fallen back to the page body', async () => {
    await openAt(0);
    (document.activeElement as HTMLElement).blur();
    pressKey({ key: 'ArrowRight' }, document.body);
    expect(title()).toBe('Two');
  });

  it('leave Alt+arrow (browser Back) alone', async () => {
    await openAt(1);
    expect(fireEvent.keyDown(document.body, { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(title()).toBe('Two');
  });

  it('leave alone a key press another handler already took', async () => {
    await openAt(1);
    const takeIt = (event: Event) => event.preventDefault();
    document.addEventListener('keydown', takeIt, { capture: true });
    try {
      pressKey({ key: 'ArrowRight' });
      expect(title()).toBe('Two');
    } finally {
      document.removeEventListener('keydown', takeIt, { capture: true });
    }
  });

  it('do nothing while closed', async () => {
    const grid = await openAt(1);
    fireEvent.click(control('Close'));
    expect(fireEvent.keyDown(document.body, { key: 'ArrowRight' })).toBe(true);
    fireEvent.click(itemsOf(grid)[1]!);
    expect(title()).toBe('Two');
  });
});

describe('preloading', () => {
  const g = globalThis as { Image: unknown };
  let realImage: unknown;
  let preloaded: string[];
  beforeEach(() => {
    realImage = g.Image;
    preloaded = [];
    g.Image = class {
      set src(value: string) {
        preloaded.push(value);
      }
    };
  });
  afterEach(() => {
    g.Image = realImage;
  });

  it('preloads the neighbouring images (index-1 and index+1) with new Image()', async () => {
    await openAt(1);
    expect(preloaded).toEqual(['http://localhost/n1.jpg', 'http://localhost/n3.jpg']);
  });

  it('preloads the new neighbours after paging, and only those that exist', async () => {
    await openAt(0);
    expect(preloaded).toEqual(['http://localhost/n2.jpg']);
    preloaded.length = 0;
    fireEvent.click(control('Next image'));
    expect(preloaded).toEqual(['http://localhost/n1.jpg', 'http://localhost/n3.jpg']);
  });
});
