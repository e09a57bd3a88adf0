import type { UploadItemState } from '@cms-mf/shared-contracts';

/**
 * One row of an upload list (forms-addon.md §4): added (queued) → uploading
 * (percent) → uploaded (`Completed`) or error. `R` is what the server returned
 * for the file: the local upload answer, or the cloud-drive file record.
 */
export interface UploadItem<R> {
  readonly id: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  readonly state: UploadItemState;
  /** 0..100; meaningful while uploading, 100 once uploaded. */
  readonly percent: number;
  /** Why the upload failed (state `error`). */
  readonly error?: string;
  /** Whether trying again may help (a refusal by the server will not). */
  readonly retryable?: boolean;
  /** The server's record (state `uploaded`). */
  readonly record?: R;
}

export type UploadEvent<R> =
  | { readonly type: 'added'; readonly files: ReadonlyArray<{ readonly id: string; readonly name: string; readonly size: number }> }
  | { readonly type: 'started'; readonly id: string }
  | { readonly type: 'progress'; readonly id: string; readonly percent: number }
  | { readonly type: 'uploaded'; readonly id: string; readonly record: R }
  | { readonly type: 'failed'; readonly id: string; readonly error: string; readonly retryable: boolean }
  | { readonly type: 'retried'; readonly id: string }
  | { readonly type: 'removed'; readonly id: string }
  | { readonly type: 'reset' }
  /** Rows rebuilt from records stored earlier (restored saved progress): uploaded, with nothing to send. */
  | { readonly type: 'restored'; readonly items: ReadonlyArray<{ readonly id: string; readonly name: string; readonly size: number; readonly record: R }> };

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));

/**
 * The transitions of the upload list; an event that does not fit an item's
 * state (progress for an uploaded file, a retry of one that did not fail)
 * leaves the list as it was, so late callbacks of a cancelled upload are harmless.
 */
export function reduceUploads<R>(items: readonly UploadItem<R>[], event: UploadEvent<R>): readonly UploadItem<R>[] {
  const update = (id: string, from: readonly UploadItemState[], change: (item: UploadItem<R>) => UploadItem<R>) => {
    const index = items.findIndex((item) => item.id === id);
    const item = items[index];
    if (!item || !from.includes(item.state)) return items;
    const next = [...items];
    next[index] = change(item);
    return next;
  };
  switch (event.type) {
    case 'added':
      return [...items, ...event.files.map((file): UploadItem<R> => ({ id: file.id, name: file.name, size: file.size, state: 'added', percent: 0 }))];
    case 'started':
      return update(event.id, ['added'], (item) => ({ ...item, state: 'uploading', percent: 0 }));
    case 'progress':
      return update(event.id, ['uploading'], (item) => ({ ...item, percent: clampPercent(event.percent) }));
    case 'uploaded':
      return update(event.id, ['uploading'], ({ error: _e, retryable: _r, ...item }) => ({ ...item, state: 'uploaded', percent: 100, record: event.record }));
    case 'failed':
      return update(event.id, ['added', 'uploading'], (item) => ({ ...item, state: 'error', error: event.error, retryable: event.retryable }));
    case 'retried':
      return update(event.id, ['error'], ({ error: _e, retryable: _r, ...item }) => (item.record === undefined ? { ...item, state: 'added', percent: 0 } : item));
    case 'removed':
      return items.some((item) => item.id === event.id) ? items.filter((item) => item.id !== event.id) : items;
    case 'reset':
      return items.length === 0 ? items : [];
    case 'restored':
      return event.items.map((item): UploadItem<R> => ({ ...item, state: 'uploaded', percent: 100 }));
  }
}

/** True while a file waits or uploads: the form's submit stays disabled (forms-addon.md §4). */
export function isBusy<R>(items: readonly UploadItem<R>[]): boolean {
  return items.some((item) => item.state === 'added' || item.state === 'uploading');
}

/** The next file to send, one at a time: the first queued one, when none is uploading. */
export function nextToUpload<R>(items: readonly UploadItem<R>[]): UploadItem<R> | undefined {
  if (items.some((item) => item.state === 'uploading')) return undefined;
  return items.find((item) => item.state === 'added');
}

/** The records of the uploaded files, in list order: the field's value. */
export function uploadedRecords<R>(items: readonly UploadItem<R>[]): R[] {
  return items.flatMap((item) => (item.state === 'uploaded' && item.record !== undefined ? [item.record] : []));
}

/** Whether the drop area shows: it hides once the list holds `max_files` files (forms-addon.md §4). */
export function canAddMore<R>(items: readonly UploadItem<R>[], maxFiles: number): boolean {
  return items.length < maxFiles;
}

/**
 * The value input's text: the records as a JSON list (what the add-on's server
 * decodes), or empty when there are none, so a required field stays empty.
 */
export function fieldValueOf<R>(records: readonly R[]): string {
  return records.length === 0 ? '' : JSON.stringify(records);
}
