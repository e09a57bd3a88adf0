import { createRoot, type Root } from 'react-dom/client';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { LIGHTBOX_ID } from './lightbox-constants';
import { syncHistory } from './history/history-sync';
import { LightboxDialog } from './lightbox-dialog';
import { createLightboxStore, type LightboxStore } from './lightbox-state';
import { LIGHTBOX_CSS } from './lightbox-styles';

interface Overlay {
  readonly store: LightboxStore;
  readonly root: Root;
  /** `#eacf7-lightbox`, the page's or ours. */
  readonly container: HTMLElement;
  readonly createdContainer: boolean;
  /** Our own child of the container: React and Preact clear or diff whatever they render into. */
  readonly mountPoint: HTMLElement;
  /** Gives back the overlay's CSS, removing it if this overlay added it. */
  readonly releaseStyle: () => void;
  /** Ends the page-level listeners (history). */
  readonly controller: AbortController;
  users: number;
}

/** One grid's hold on the page's single overlay. */
export interface OverlayLease {
  readonly store: LightboxStore;
  /** Call once; the last release unmounts the overlay and removes what it created. */
  release(): void;
}

// All grids of a page share one overlay (one store, one React root).
let overlay: Overlay | null = null;

/** Takes a hold on the page's overlay, creating it (and `#eacf7-lightbox` if absent) on first use. */
export function acquireOverlay(doc: Document): OverlayLease {
  const current = overlay?.container.ownerDocument === doc ? overlay : (overlay = createOverlay(doc));
  current.users += 1;
  return {
    store: current.store,
    release() {
      current.users -= 1;
      if (current.users > 0) return;
      destroyOverlay(current);
      if (overlay === current) overlay = null;
    },
  };
}

function createOverlay(doc: Document): Overlay {
  const existing = doc.getElementById(LIGHTBOX_ID);
  const container = existing ?? doc.body.appendChild(Object.assign(doc.createElement('div'), { id: LIGHTBOX_ID }));
  const releaseStyle = adoptStyleSheet(doc, 'lightbox', LIGHTBOX_CSS, container);
  const mountPoint = container.appendChild(doc.createElement('div'));
  const store = createLightboxStore();
  const root = createRoot(mountPoint);
  root.render(<LightboxDialog store={store} />);
  const controller = new AbortController();
  if (doc.defaultView) syncHistory(doc.defaultView, store, controller.signal);
  return { store, root, container, createdContainer: !existing, mountPoint, releaseStyle, controller, users: 0 };
}

function destroyOverlay(current: Overlay): void {
  current.controller.abort();
  current.root.unmount();
  current.mountPoint.remove();
  current.releaseStyle();
  if (current.createdContainer) current.container.remove();
}
