import { act, fireEvent } from '@testing-library/react';
import type { ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import lightbox from '../index';

/** One item of a test grid, written as an integrator would write the markup. */
export interface ItemSpec {
  readonly src?: string;
  readonly title?: string;
  readonly caption?: string;
  /** `a` (the documented markup, default) or a focusable `div` with role=button. */
  readonly as?: 'a' | 'div';
}

/** Builds `<div class="eacf7-gallery" id>` with `.eacf7-gallery-item` links wrapping thumbnails. */
export function buildGrid(id: string, items: readonly ItemSpec[]): HTMLElement {
  const grid = document.createElement('div');
  grid.className = 'eacf7-gallery';
  grid.id = id;
  items.forEach((spec, i) => {
    const item = document.createElement(spec.as ?? 'a');
    item.className = 'eacf7-gallery-item';
    if (spec.as === 'div') {
      item.tabIndex = 0;
      item.setAttribute('role', 'button');
    } else {
      item.setAttribute('href', spec.src ?? `/fallback-${id}-${i}.jpg`);
    }
    if (spec.src !== undefined) item.dataset.src = spec.src;
    if (spec.title !== undefined) item.dataset.title = spec.title;
    if (spec.caption !== undefined) item.dataset.caption = spec.caption;
    const thumb = document.createElement('img');
    thumb.src = `/thumb-${id}-${i}.jpg`;
    thumb.alt = spec.title ?? `Thumbnail ${i + 1}`;
    item.appendChild(thumb);
    grid.appendChild(item);
  });
  document.body.appendChild(grid);
  return grid;
}

export const itemsOf = (grid: Element): HTMLElement[] => [...grid.querySelectorAll<HTMLElement>('.eacf7-gallery-item')];

/** A module context whose client and logger are mocks, to prove they stay unused. */
export function testContext(builderActive = false): ModuleContext & { client: jest.Mock } {
  const client = jest.fn(() => Promise.reject(new Error('the lightbox must not call the server')));
  return {
    globals: {},
    client,
    builder: { active: builderActive, type: builderActive ? 'fb' : null },
    events: { emit: jest.fn(), on: jest.fn(() => () => undefined) },
    log: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() },
  };
}

const mounted: Unmount[] = [];

/**
 * Mounts `./lightbox` through its public default export, as the shell does, and
 * waits for the overlay chunk that the mount loads at once (a dynamic import).
 */
export async function mountGrid(grid: Element, ctx: ModuleContext = testContext()): Promise<Unmount> {
  let unmount!: Unmount;
  await act(async () => {
    unmount = lightbox.mount(grid, ctx) as Unmount;
    await overlayLoaded();
  });
  const wrapped: Unmount = () => act(() => unmount());
  mounted.push(wrapped);
  return wrapped;
}

/** Unmounts whatever a test left mounted and empties the page. */
export function resetPage(): void {
  mounted.splice(0).forEach((unmount) => unmount());
  document.body.innerHTML = '';
  document.body.className = '';
  // The lightbox writes the open image into the address; each test starts from a plain one.
  window.history.replaceState(null, '', '/');
}

/** Lets the overlay's dynamic import settle: it has when the dialog is in the page. */
export async function overlayLoaded(): Promise<void> {
  for (let turn = 0; turn < 100 && !document.querySelector('#eacf7-lightbox dialog'); turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

export const overlay = (): HTMLElement | null => document.getElementById('eacf7-lightbox');
export const dialog = (): HTMLDialogElement => {
  const el = document.querySelector<HTMLDialogElement>('#eacf7-lightbox dialog');
  if (!el) throw new Error('no lightbox dialog');
  return el;
};
export const isOpen = (): boolean => dialog().open;
export const caption = (): string | null | undefined => dialog().querySelector('.eacf7-lightbox__caption')?.textContent;
export const title = (): string | null | undefined => dialog().querySelector('h2')?.textContent;
/** The full image (not the thumbnail shown enlarged while it loads). */
export const shownImage = (): HTMLImageElement | null => dialog().querySelector('img.eacf7-lightbox__image');
export const control = (name: 'Close' | 'Previous image' | 'Next image'): HTMLButtonElement => {
  const el = dialog().querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!el) throw new Error(`no ${name} control`);
  return el;
};

/** Records whether each click reached the document already prevented, then stops jsdom navigating. */
export function watchClicks(): { prevented: boolean[]; stop(): void } {
  const prevented: boolean[] = [];
  const listener = (event: Event) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { prevented, stop: () => document.removeEventListener('click', listener) };
}

export const pressKey = (init: KeyboardEventInit, target: Element | Document = document.activeElement ?? document): void => {
  fireEvent.keyDown(target, init);
};
