import { atom, createStore } from 'jotai/vanilla';
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

/** The lightbox state, shared by every grid controller and the one React root. */
export const lightboxAtom = atom<LightboxState>(CLOSED);

/** Kept beside the pure state rather than in it: a DOM node is no part of the rules. */
export const openerAtom = atom<FocusReturnTarget | null>(null);

/** Opens a grid's list at a position; an invalid request leaves the lightbox as it was. */
export const openAtom = atom(null, (_get, set, request: OpenRequest) => {
  const next = openLightbox(request.images, request.index, request.grid);
  if (next.status !== 'active') return;
  set(openerAtom, request.opener);
  set(lightboxAtom, next);
});

export const prevAtom = atom(null, (get, set) => set(lightboxAtom, prevImage(get(lightboxAtom))));
export const nextAtom = atom(null, (get, set) => set(lightboxAtom, nextImage(get(lightboxAtom))));
export const closeAtom = atom(null, (_get, set) => set(lightboxAtom, closeLightbox()));

export type LightboxStore = ReturnType<typeof createStore>;

/** One store per overlay: a fresh overlay never sees an earlier page state. */
export function createLightboxStore(): LightboxStore {
  return createStore();
}
