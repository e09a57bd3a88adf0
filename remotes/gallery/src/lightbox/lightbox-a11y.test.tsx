import { fireEvent, screen } from '@testing-library/react';
import { installDialogPolyfill } from './test-support/dialog-polyfill';
import { buildGrid, control, dialog, itemsOf, mountGrid, pressKey, resetPage } from './test-support/gallery-page';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogPolyfill();
});
afterAll(() => uninstall());
afterEach(resetPage);

async function openAt(position: number, count = 3): Promise<HTMLElement> {
  const grid = buildGrid(
    'gallery-x',
    Array.from({ length: count }, (_, i) => ({ src: `/x${i + 1}.jpg`, title: `Photo ${i + 1}` })),
  );
  await mountGrid(grid);
  const item = itemsOf(grid)[position]!;
  item.focus();
  fireEvent.click(item);
  return item;
}

const tab = (shiftKey = false) => pressKey({ key: 'Tab', shiftKey });

describe('dialog semantics', () => {
  it('is a native modal dialog named by its title heading', async () => {
    await openAt(0);
    const el = screen.getByRole('dialog');
    expect(el).toBe(dialog());
    expect(el.tagName).toBe('DIALOG');
    expect(el.getAttribute('aria-modal')).toBe('true');
    const heading = document.getElementById(el.getAttribute('aria-labelledby')!);
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe('Photo 1');
    expect(screen.getByRole('dialog', { name: 'Photo 1' })).toBe(el);
  });

  it('names its controls Close, Previous image and Next image, as buttons', async () => {
    await openAt(1);
    for (const name of ['Close', 'Previous image', 'Next image']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('type')).toBe('button');
    }
  });

  it('takes hidden controls out of the accessibility tree', async () => {
    await openAt(0);
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull();
  });

  it('announces the caption politely', async () => {
    await openAt(0);
    const caption = dialog().querySelector('.eacf7-lightbox__caption')!;
    expect(caption.getAttribute('aria-live')).toBe('polite');
  });

  it('carries the build label in data-build', async () => {
    const saved = process.env.CMS_MF_BUILD_LABEL;
    process.env.CMS_MF_BUILD_LABEL = 'gallery@9.9.9';
    try {
      await openAt(0);
      expect(dialog().dataset.build).toBe('gallery@9.9.9');
    } finally {
      if (saved === undefined) delete process.env.CMS_MF_BUILD_LABEL;
      else process.env.CMS_MF_BUILD_LABEL = saved;
    }
  });

  it("has an empty data-build when no label is set", async () => {
    const saved = process.env.CMS_MF_BUILD_LABEL;
    delete process.env.CMS_MF_BUILD_LABEL;
    try {
      await openAt(0);
      expect(dialog().getAttribute('data-build')).toBe('');
    } finally {
      if (saved !== undefined) process.env.CMS_MF_BUILD_LABEL = saved;
    }
  });
});

describe('focus', () => {
  it('moves into the dialog, to the close control, on open', async () => {
    await openAt(1);
    expect(document.activeElement).toBe(control('Close'));
  });

  it('returns to the clicked item on close', async () => {
    const item = await openAt(2);
    expect(document.activeElement).not.toBe(item);
    fireEvent.click(control('Close'));
    expect(document.activeElement).toBe(item);
  });

  it('returns to the clicked item on Escape after paging', async () => {
    const item = await openAt(1);
    pressKey({ key: 'ArrowRight' });
    pressKey({ key: 'Escape' });
    expect(document.activeElement).toBe(item);
  });

  it('Tab cycles through the visible controls and wraps', async () => {
    await openAt(1);
    tab();
    expect(document.activeElement).toBe(control('Previous image'));
    tab();
    expect(document.activeElement).toBe(control('Next image'));
    tab();
    expect(document.activeElement).toBe(control('Close'));
    tab(true);
    expect(document.activeElement).toBe(control('Next image'));
  });

  it('Tab skips hidden controls', async () => {
    await openAt(0);
    tab();
    expect(document.activeElement).toBe(control('Next image'));
    tab();
    expect(document.activeElement).toBe(control('Close'));
  });

  it('Tab brings focus back into the dialog from the page body', async () => {
    await openAt(1);
    (document.activeElement as HTMLElement).blur();
    tab();
    expect(document.activeElement).toBe(control('Close'));
  });

  it('moves to the other arrow when paging hides the pressed one', async () => {
    await openAt(1);
    control('Next image').focus();
    fireEvent.click(control('Next image'));
    expect(control('Next image').hidden).toBe(true);
    expect(document.activeElement).toBe(control('Previous image'));
    control('Previous image').focus();
    fireEvent.click(control('Previous image'));
    fireEvent.click(control('Previous image'));
    expect(document.activeElement).toBe(control('Next image'));
  });

  it('keeps focus where it is when paging hides nothing focused', async () => {
    await openAt(0);
    pressKey({ key: 'ArrowRight' });
    expect(document.activeElement).toBe(control('Close'));
  });
});
