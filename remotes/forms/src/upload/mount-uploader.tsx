import { readFormIdentity } from '../common/form-identity';
import { markUploaderBusy } from '../common/upload-busy';
import { PROGRESS_RESTORED_EVENT } from '../common/progress-restored';
import { storedUploads } from './stored-uploads';
import type { Cf7SubmitDetail, ModuleContext, Unmount, UploadKind } from '@cms-mf/shared-contracts';
import { createRoot } from 'react-dom/client';
import { createFilePicker } from './file-picker';
import { canAddMore, fieldValueOf, isBusy, uploadedRecords } from './upload-items';
import { UploadList } from './upload-list';
import { createUploadQueue, type Transfer } from './upload-queue';
import { acquireUploadStyles } from './upload-styles';
import { readUploaderConfig, type ResolvedUploaderConfig } from './uploader-config';
import { acceptAttribute } from './upload-rules';

export interface UploaderSetup<R> {
  readonly kind: UploadKind;
  /** Builds how one file is sent, once the config is known. */
  readonly transfer: (config: ResolvedUploaderConfig) => Transfer<R>;
  /** Deletes an uploaded file at the server when the visitor removes its row (local uploads). */
  readonly discard?: (record: R) => void;
}

/** The uploader's value input: its next sibling per the markup, else the one in the same wrap. */
export function valueInputOf(uploader: Element): HTMLInputElement | null {
  const next = uploader.nextElementSibling;
  if (next instanceof HTMLInputElement && next.classList.contains('upload-file-list')) return next;
  return uploader.parentElement?.querySelector<HTMLInputElement>('input.upload-file-list') ?? null;
}

/**
 * Mounts one uploader (file, image or cloud drive) on its `.eacf7-uploader`:
 * a DOM controller for the server's drop area and browse button, and a React
 * list rendered into a container of our own inside `span.file-list`.
 *
 * The uploaded records go into the value input as JSON, so the form's post
 * carries them; the drop area hides at `max_files`; the uploader marks itself
 * busy (and says so on the bus) while a file waits or uploads; it empties
 * after a successful send of its own form.
 */
export function mountUploader<R>(el: Element, ctx: ModuleContext, setup: UploaderSetup<R>): Unmount {
  if (!(el instanceof HTMLElement)) return () => undefined;
  const doc = el.ownerDocument;
  const input = valueInputOf(el);
  const config = readUploaderConfig((name) => input?.getAttribute(name) ?? null, setup.kind, (name) => el.getAttribute(name));
  const form = el.closest('form');
  const formId = config.form_id || (form ? readFormIdentity(form).contactFormId : 0);
  const field = config.field_id || input?.name || '';
  const body = el.querySelector<HTMLElement>('.eacf7-uploader-body');
  // One controller per mount: every listener takes its signal, so unmount is one abort().
  const mount = new AbortController();
  const { signal } = mount;
  let busy = false;

  const queue = createUploadQueue<R>({
    signal,
    config,
    transfer: setup.transfer(config),
    onError: (error, file) => ctx.log.warn(`upload of "${file.name}" failed`, error),
    onChange(items) {
      const value = fieldValueOf(uploadedRecords(items));
      if (input && input.value !== value) {
        input.value = value;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (body) body.hidden = !canAddMore(items, config.max_files);
      const nowBusy = isBusy(items);
      if (nowBusy !== busy) {
        busy = nowBusy;
        markUploaderBusy(el, busy);
        ctx.events.emit('cmsmf:upload-busy', { formId, field, busy });
      }
    },
  });

  const browse = el.querySelector<HTMLElement>('.eacf7-uploader-browse');
  if (!ctx.builder.active) {
    createFilePicker(el, { accept: acceptAttribute(config), multiple: config.max_files > 1, onFiles: (files) => queue.add(files), signal });
  }

  const host = el.querySelector('.file-list') ?? el;
  const container = host.appendChild(doc.createElement('span'));
  container.className = 'eacf7-upload-list';
  const releaseStyles = acquireUploadStyles(doc);
  const root = createRoot(container);

  // A removed row takes its focused button with it: focus goes back to picking, or to the next row.
  const onRemove = (id: string) => {
    // Only an uploaded row has a record: the server holds a file for it.
    const { record } = queue.store.get(queue.atoms.items).find((item) => item.id === id) ?? {};
    queue.remove(id);
    if (record) setup.discard?.(record);
    const target = browse && !browse.closest('[hidden]') ? browse : container.querySelector<HTMLElement>(`.file-list-item:not([id="${id}"]) .remove-file`);
    target?.focus();
  };
  root.render(<UploadList queue={queue} kind={setup.kind} fileOf={queue.fileOf} onRemove={onRemove} onRetry={queue.retry} />);

  // The server's script-less file input: files picked in it before the mount join the queue, and it leaves
  // the form (disabled, hidden) while the uploader runs, so a send never carries the same file twice.
  const native = el.querySelector<HTMLInputElement>('input.eacf7-uploader-native');
  const nativeWrap = native?.parentElement;
  if (native && nativeWrap) {
    const picked = [...(native.files ?? [])];
    native.value = '';
    native.disabled = true;
    nativeWrap.hidden = true;
    if (picked.length > 0 && !ctx.builder.active) queue.add(picked);
  }

  form?.addEventListener(
    'wpcf7mailsent',
    (event) => {
      const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
      if (!detail || Number(detail.contactFormId) !== formId) return;
      queue.reset();
      if (input) input.value = '';
    },
    { signal },
  );

  // Saved progress brings the records back into the value input: the rows follow them.
  const restoreRows = () => {
    const stored = storedUploads<R>(input?.value ?? '');
    if (stored.length > 0) queue.restore(stored);
  };
  if (input?.value) restoreRows();
  form?.addEventListener(PROGRESS_RESTORED_EVENT, restoreRows, { signal });

  return () => {
    if (signal.aborted) return;
    // Ends the picker's and the form's listeners and the queue with its upload in flight.
    mount.abort();
    root.unmount();
    container.remove();
    releaseStyles();
    if (body) body.hidden = false;
    if (native && nativeWrap) {
      native.disabled = false;
      nativeWrap.hidden = false;
    }
    if (busy) {
      markUploaderBusy(el, false);
      ctx.events.emit('cmsmf:upload-busy', { formId, field, busy: false });
    }
  };
}
