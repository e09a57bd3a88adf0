import { imageIndexInHash } from './history/image-address';
import { ADDON_GALLERY, type GallerySource } from './gallery-source';
import type { OpenRequest } from './lightbox-state';
import { readThumbnail } from './read-thumbnail';

export interface GalleryGridOptions {
  /** Opens the shared lightbox. */
  readonly open: (request: OpenRequest) => void;
  /**
   * In a visual builder clicks are blocked (DESIGN.md §3): items neither
   * navigate nor open the lightbox.
   * @default false
   */
  readonly blocked?: boolean;
  /** Ends the grid's enhancement: every listener goes with it. */
  readonly signal: AbortSignal;
  /**
   * The markup its items are read from.
   * @default ADDON_GALLERY (`.eacf7-gallery-item`)
   */
  readonly source?: GallerySource;
}

/** Elements that the browser already activates with a click on Enter or Space. */
const NATIVELY_ACTIVATED = 'a[href], area[href], button, input, select, textarea, summary';

/**
 * Enhances one server-rendered grid in place: a delegated click (and, for
 * focusable non-link items, Enter and Space) opens the lightbox with this
 * grid's own list at the item's position; an address naming one of its images
 * (`#{grid id}|{n}`, for sources that keep one) opens that image, on mount and
 * on every hash change. The markup is never re-rendered.
 */
export function createGalleryGrid(grid: Element, options: GalleryGridOptions): void {
  const doc = grid.ownerDocument;
  const source = options.source ?? ADDON_GALLERY;
  const address = source.addressed ? grid.id : '';
  /** Opens at `index` of the valid items; false when there is no such item. */
  const openAt = (index: number | ((elements: Element[]) => number)): boolean => {
    const entries = source.read(grid, doc.baseURI);
    const at = typeof index === 'number' ? index : index(entries.map((entry) => entry.element));
    const entry = entries[at];
    if (!entry) return false;
    if (options.blocked) return true;
    // Measured now, not at mount: the thumbnails' layout changes with the page.
    const images = entries.map(({ element, image }) => ({
      ...image,
      thumb: readThumbnail(element.querySelector('img'), doc.baseURI),
    }));
    options.open({ images, index: at, opener: entry.element as HTMLElement, grid: address });
    return true;
  };

  const openFromAddress = (): void => {
    const index = imageIndexInHash(doc.defaultView?.location.hash ?? '', address);
    if (index !== null) openAt(index);
  };

  const itemOf = (target: EventTarget | null): HTMLElement | null => {
    const item = target instanceof Element ? target.closest<HTMLElement>(source.itemSelector) : null;
    return item && grid.contains(item) ? item : null;
  };

  /** Opens at `item` when it is a valid item; a skipped item keeps the browser's default (its link). */
  const activate = (event: Event, item: HTMLElement): void => {
    if (openAt((elements) => elements.indexOf(item))) event.preventDefault();
  };

  const onClick = (event: MouseEvent): void => {
    // Ctrl/Cmd/Shift/middle clicks keep their meaning: open the full image in a new tab or window.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const item = itemOf(event.target);
    if (item) activate(event, item);
  };

  // Non-link items behave like buttons: Enter activates on keydown, Space on
  // keyup. Opening on Space keydown would move focus to Close before keyup,
  // and that keyup would click Close at once.
  let spacePressedOn: HTMLElement | null = null;
  const keyItem = (event: KeyboardEvent): HTMLElement | null => {
    const item = itemOf(event.target);
    return item && event.target === item && !item.matches(NATIVELY_ACTIVATED) ? item : null;
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const item = keyItem(event);
    if (!item || event.defaultPrevented) return;
    if (event.key === 'Enter') activate(event, item);
    if (event.key === ' ') {
      event.preventDefault(); // no page scroll
      spacePressedOn = item;
    }
  };
  const onKeyUp = (event: KeyboardEvent): void => {
    const item = keyItem(event);
    if (event.key !== ' ') return;
    const pressed = spacePressedOn;
    spacePressedOn = null;
    if (item && item === pressed) activate(event, item);
  };

  const { signal } = options;
  grid.addEventListener('click', onClick as EventListener, { signal });
  grid.addEventListener('keydown', onKeyDown as EventListener, { signal });
  grid.addEventListener('keyup', onKeyUp as EventListener, { signal });
  doc.defaultView?.addEventListener('hashchange', openFromAddress, { signal });
  openFromAddress();
}
