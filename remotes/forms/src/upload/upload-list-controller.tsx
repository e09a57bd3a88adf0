import type { ModuleContext, UploadKind } from '@cms-mf/shared-contracts';
import { createRoot } from 'react-dom/client';
import { canAddMore, fieldValueOf, isBusy, uploadedRecords } from './upload-items';
import { UploadList } from './upload-list';
import { createUploadQueue, type Transfer } from './upload-queue';
import type { ResolvedUploaderConfig } from './uploader-config';

/** What the uploader's mount (mount-uploader.ts) hands the list once a file needs it. */
export interface UploadListHost<R> {
  readonly ctx: ModuleContext;
  readonly config: ResolvedUploaderConfig;
  readonly transfer: Transfer<R>;
  /** Asks the server to delete an uploaded file the visitor removed (its record); a failure is only logged. */
  readonly discard?: (record: R) => void;
  readonly kind: UploadKind;
  readonly input: HTMLInputElement | null;
  readonly body: HTMLElement | null;
  readonly browse: HTMLElement | null;
  /** Our container inside `span.file-list`: the list renders into a child of it. */
  readonly container: HTMLElement;
  /** The alert region of refused files, present since the mount so a refusal is heard. */
  readonly notices: HTMLElement;
  readonly setBusy: (busy: boolean) => void;
  /** The mount's signal: aborting it ends the queue, its upload in flight and the list. */
  readonly signal: AbortSignal;
}

/** The queue and its rows, as the mount drives them. */
export interface UploadListController<R> {
  add(files: readonly File[]): void;
  restore(items: ReadonlyArray<{ readonly name: string; readonly size: number; readonly record: R }>): void;
  reset(): void;
}

/**
 * The part of an uploader a page needs only once a file is picked, dropped or
 * restored: the upload queue (jotai) and its React list (preact/compat), a chunk
 * of their own, so an untouched uploader downloads neither.
 */
export function startUploadList<R>(host: UploadListHost<R>): UploadListController<R> {
  const { config, input, body, browse, container, notices, signal } = host;
  const queue = createUploadQueue<R>({
    signal,
    config,
    transfer: host.transfer,
    onError: (error, file) => host.ctx.log.warn(`upload of "${file.name}" failed`, error),
    onChange(items) {
      const value = fieldValueOf(uploadedRecords(items));
      if (input && input.value !== value) {
        input.value = value;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (body) body.hidden = !canAddMore(items, config.max_files);
      host.setBusy(isBusy(items));
    },
  });

  // Refusals go into the region that has been on the page since the mount.
  const showNotices = () => {
    const doc = notices.ownerDocument;
    notices.replaceChildren(
      ...queue.store.get(queue.atoms.notices).map((notice) => {
        const line = doc.createElement('span');
        line.className = 'eacf7-uploader-notice';
        line.textContent = notice;
        return line;
      }),
    );
  };
  const stopNotices = queue.store.sub(queue.atoms.notices, showNotices);

  const rows = container.appendChild(container.ownerDocument.createElement('span'));
  rows.className = 'eacf7-upload-rows';
  const root = createRoot(rows);
  // A removed row takes its focused button with it: focus goes back to picking, or to the next row.
  const onRemove = (id: string) => {
    // Only an uploaded row has a record: the server holds a file for it.
    const { record } = queue.store.get(queue.atoms.items).find((item) => item.id === id) ?? {};
    queue.remove(id);
    if (record) host.discard?.(record);
    const target = browse && !browse.closest('[hidden]') ? browse : container.querySelector<HTMLElement>(`.file-list-item:not([id="${id}"]) .remove-file`);
    target?.focus();
  };
  root.render(<UploadList queue={queue} kind={host.kind} fileOf={queue.fileOf} onRemove={onRemove} onRetry={queue.retry} />);

  signal.addEventListener(
    'abort',
    () => {
      stopNotices();
      root.unmount();
      rows.remove();
    },
    { once: true },
  );
  // A pick counts as busy before the list loads (mount-uploader.ts); when every file of it is refused the
  // rows do not change, so the busy mark is settled here, or a Send would wait for nothing.
  const add = (files: readonly File[]) => {
    queue.add(files);
    host.setBusy(isBusy(queue.store.get(queue.atoms.items)));
  };
  return { add, restore: (items) => queue.restore(items), reset: () => queue.reset() };
}
