import { atom, createStore } from 'jotai/vanilla';
import type { UploadItem } from './upload-items';

/** The state of one uploader: its rows and the refusals of the last pick. */
export interface UploadAtoms<R> {
  readonly items: ReturnType<typeof atom<readonly UploadItem<R>[]>>;
  /** Messages for refused files (type, size, count), replaced at each pick. */
  readonly notices: ReturnType<typeof atom<readonly string[]>>;
}

export type UploadStore = ReturnType<typeof createStore>;

/** One store per uploader: uploaders of a page never share rows. */
export function createUploadState<R>(): { store: UploadStore; atoms: UploadAtoms<R> } {
  return {
    store: createStore(),
    atoms: { items: atom<readonly UploadItem<R>[]>([]), notices: atom<readonly string[]>([]) },
  };
}
