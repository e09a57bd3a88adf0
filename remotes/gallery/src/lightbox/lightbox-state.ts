import { CLOSED, closeLightbox, nextImage, openLightbox, prevImage, type GalleryImage, type LightboxState } from './lightbox-core';

/** Where focus goes back on close: the clicked item. */
export interface FocusReturnTarget {
  focus(options?: FocusOptions): void;
}

export interface OpenRequest {
  readonly images: readonly GalleryImage[];
  readonly index: number;
  readonly opener: FocusReturnTarget | null;
  /** The grid's element id, for the address; '' or absent when it has none. */
  readonly grid?: string;
}

/**
 * The lightbox state, shared by every grid controller, the history sync and the one
 * React root. A store of its own rather than jotai atoms: one value and four moves need
 * no atom graph, and the gallery page then downloads no jotai (3.2 KB gz of the gallery page's budget, bench/src/budgets.ts).
 */
export interface LightboxStore {
  /** The pure state (lightbox-core.ts). */
  state(): LightboxState;
  /** Kept beside the pure state rather than in it: a DOM node is no part of the rules. */
  opener(): FocusReturnTarget | null;
  /** Opens a grid's list at a position; an invalid request leaves the lightbox as it was. */
  open(request: OpenRequest): void;
  prev(): void;
  next(): void;
  close(): void;
  /** Calls `listener` after every change; a move that changes nothing (next at the end) calls nobody. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** One store per overlay: a fresh overlay never sees an earlier page state. */
export function createLightboxStore(): LightboxStore {
  let state = CLOSED;
  let opener: FocusReturnTarget | null = null;
  const listeners = new Set<() => void>();
  const update = (nextState: LightboxState, nextOpener = opener) => {
    if (nextState === state && nextOpener === opener) return;
    state = nextState;
    opener = nextOpener;
    [...listeners].forEach((listener) => listener());
  };
  return {
    state: () => state,
    opener: () => opener,
    open(request) {
      const opened = openLightbox(request.images, request.index, request.grid);
      if (opened.status === 'active') update(opened, request.opener);
    },
    prev: () => update(prevImage(state)),
    next: () => update(nextImage(state)),
    close: () => update(closeLightbox()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
