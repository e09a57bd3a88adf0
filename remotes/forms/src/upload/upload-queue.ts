import { isAbortError } from '@cms-mf/shared-contracts';
import { failureMessage, isRetryable } from '../common/failure-message';
import { checkBatch } from './upload-rules';
import { nextToUpload, reduceUploads, type UploadEvent, type UploadItem } from './upload-items';
import { createUploadState, type UploadAtoms, type UploadStore } from './upload-store';
import type { ResolvedUploaderConfig } from './uploader-config';

/** Sends one file and resolves the server's record; reports percent sent; rejects with the client's errors. */
export type Transfer<R> = (file: File, options: { readonly signal: AbortSignal; readonly onProgress: (percent: number) => void }) => Promise<R>;

export interface UploadQueueOptions<R> {
  readonly config: ResolvedUploaderConfig;
  readonly transfer: Transfer<R>;
  /** After every change of the rows (value input, busy mark, events). */
  readonly onChange?: (items: readonly UploadItem<R>[]) => void;
  /** Gets each failure, to log it. */
  readonly onError?: (error: unknown, file: File) => void;
  /** The mount's signal: aborting it ends the queue and cancels the upload in flight, like `destroy()`. */
  readonly signal?: AbortSignal;
}

export interface UploadQueue<R> {
  readonly store: UploadStore;
  readonly atoms: UploadAtoms<R>;
  /** The file the visitor picked for a row, while the row exists. */
  fileOf(id: string): File | undefined;
  /** Checks a pick or drop against the rules, lists refusals, queues the rest. */
  add(files: readonly File[]): void;
  /** Removes a row; an upload in flight is cancelled. */
  remove(id: string): void;
  /** Queues a failed file again; nothing the visitor picked is lost until removed. */
  retry(id: string): void;
  /** Empties the list (after a successful send); uploads in flight are cancelled. */
  reset(): void;
  /** Replaces the rows with files uploaded earlier (restored progress); uploads in flight are cancelled. */
  restore(items: ReadonlyArray<{ readonly name: string; readonly size: number; readonly record: R }>): void;
  destroy(): void;
}

let sequence = 0;

/**
 * An uploader without a UI: the rules, the rows, and one upload at a time
 * (forms-addon.md §4: cloud-drive files go one by one, and a single queue
 * keeps local uploads from competing for the visitor's bandwidth).
 */
export function createUploadQueue<R>(options: UploadQueueOptions<R>): UploadQueue<R> {
  const { store, atoms } = createUploadState<R>();
  const files = new Map<string, File>();
  let active: { id: string; controller: AbortController } | null = null;
  let destroyed = false;

  const dispatch = (event: UploadEvent<R>) => {
    const before = store.get(atoms.items);
    const after = reduceUploads(before, event);
    if (after === before) return;
    store.set(atoms.items, after);
    options.onChange?.(after);
  };

  const pump = () => {
    if (destroyed || active) return;
    const item = nextToUpload(store.get(atoms.items));
    const file = item && files.get(item.id);
    if (!item || !file) return;
    const controller = new AbortController();
    active = { id: item.id, controller };
    dispatch({ type: 'started', id: item.id });
    options
      .transfer(file, { signal: controller.signal, onProgress: (percent) => dispatch({ type: 'progress', id: item.id, percent }) })
      .then(
        (record) => dispatch({ type: 'uploaded', id: item.id, record }),
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          options.onError?.(error, file);
          dispatch({ type: 'failed', id: item.id, error: failureMessage(error, 'upload'), retryable: isRetryable(error) });
        },
      )
      .finally(() => {
        if (active?.controller === controller) active = null;
        pump();
      });
  };

  const cancelActive = (id?: string) => {
    if (!active || (id !== undefined && active.id !== id)) return;
    active.controller.abort();
    active = null;
  };

  const destroy = () => {
    destroyed = true;
    cancelActive();
    files.clear();
  };
  options.signal?.addEventListener('abort', destroy, { once: true });

  return {
    store,
    atoms,
    fileOf: (id) => files.get(id),
    add(picked) {
      if (destroyed) return;
      const verdict = checkBatch(picked, store.get(atoms.items).length, options.config);
      store.set(
        atoms.notices,
        verdict.rejected.map((rejection) => (rejection.reason === 'count' ? rejection.message : `${rejection.name}: ${rejection.message}`)),
      );
      if (verdict.accepted.length === 0) return;
      const added = verdict.accepted.map((file) => {
        sequence += 1;
        const id = `eacf7-upload-${sequence}`;
        files.set(id, file);
        return { id, name: file.name, size: file.size };
      });
      dispatch({ type: 'added', files: added });
      pump();
    },
    remove(id) {
      cancelActive(id);
      files.delete(id);
      dispatch({ type: 'removed', id });
      pump();
    },
    retry(id) {
      dispatch({ type: 'retried', id });
      pump();
    },
    reset() {
      cancelActive();
      files.clear();
      store.set(atoms.notices, []);
      dispatch({ type: 'reset' });
    },
    restore(items) {
      cancelActive();
      files.clear();
      store.set(atoms.notices, []);
      dispatch({ type: 'restored', items: items.map((item) => ({ ...item, id: `restored-${++sequence}` })) });
    },
    destroy,
  };
}
