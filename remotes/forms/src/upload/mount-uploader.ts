import { readFormIdentity } from '../common/form-identity';
import { markUploaderBusy } from '../common/upload-busy';
import { PROGRESS_RESTORED_EVENT } from '../common/progress-restored';
import { storedUploads } from './stored-uploads';
import type { Cf7SubmitDetail, ModuleContext, Unmount, UploadKind } from '@cms-mf/shared-contracts';
import { createFilePicker } from './file-picker';
import type { UploadListController } from './upload-list-controller';
import type { Transfer } from './upload-queue';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { UPLOAD_CSS } from './upload-styles';
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
 * a DOM controller for the server's drop area and browse button, and, from the
 * first file picked, dropped or restored on, the upload queue with its React
 * list (upload-list-controller.tsx, a chunk of its own with preact and jotai:
 * an uploader nobody uses downloads neither).
 *
 * The uploaded records go into the value input as JSON, so the form's post
 * carries them; the drop area hides at `max_files`; the uploader marks itself
 * busy (and says so on the bus) from the moment a file is picked until it is
 * uploaded, so a send never leaves without it; it empties after a successful
 * send of its own form.
 */
export function mountUploader<R>(el: Element, ctx: ModuleContext, signal: AbortSignal, setup: UploaderSetup<R>): Unmount | undefined {
  if (!(el instanceof HTMLElement)) return undefined;
  const doc = el.ownerDocument;
  const input = valueInputOf(el);
  const config = readUploaderConfig((name) => input?.getAttribute(name) ?? null, setup.kind, (name) => el.getAttribute(name));
  const form = el.closest('form');
  const formId = config.form_id || (form ? readFormIdentity(form).contactFormId : 0);
  const field = config.field_id || input?.name || '';
  const body = el.querySelector<HTMLElement>('.eacf7-uploader-body');
  const browse = el.querySelector<HTMLElement>('.eacf7-uploader-browse');
  let busy = false;
  const setBusy = (nowBusy: boolean) => {
    if (nowBusy === busy || signal.aborted) return;
    busy = nowBusy;
    markUploaderBusy(el, busy);
    ctx.events.emit('cmsmf:upload-busy', { formId, field, busy });
  };

  const host = el.querySelector('.file-list') ?? el;
  // The container the upload list's root renders into; the alert region is there before the root, so a refusal is heard without waiting for preact.
  const container = host.appendChild(doc.createElement('span'));
  container.className = 'eacf7-upload-list';
  // The alert region for refused files is there before any file, so a refusal is heard.
  const notices = container.appendChild(doc.createElement('span'));
  notices.className = 'eacf7-uploader-notices';
  notices.setAttribute('role', 'alert');
  const releaseStyles = adoptStyleSheet(doc, 'upload', UPLOAD_CSS);

  let list: Promise<UploadListController<R>> | undefined;
  let loaded: UploadListController<R> | undefined;
  /** The queue and its list, loaded once; a failed download is forgotten, so the next pick tries again. */
  const listed = (): Promise<UploadListController<R>> =>
    (list ??= import(/* webpackChunkName: "upload-list" */ './upload-list-controller').then(
      ({ startUploadList }) => {
        if (signal.aborted) throw signal.reason;
        loaded = startUploadList<R>({ ctx, config, transfer: setup.transfer(config), discard: setup.discard, kind: setup.kind, input, body, browse, container, notices, setBusy, signal });
        return loaded;
      },
      (error: unknown) => {
        list = undefined;
        throw error;
      },
    ));
  /** Runs `action` on the list: at once when it is there, else once it has loaded. */
  const use = (action: (controller: UploadListController<R>) => void, onFailure?: () => void) => {
    if (loaded) return action(loaded);
    listed().then(
      (controller) => {
        if (!signal.aborted) action(controller);
      },
      (error: unknown) => {
        if (signal.aborted) return;
        ctx.log.warn('the upload list could not be loaded', error);
        onFailure?.();
      },
    );
  };
  // Picked files count as busy at once: a Send waits for them while the list loads.
  const add = (files: File[]) => {
    if (files.length === 0) return;
    if (!list) setBusy(true);
    use((controller) => controller.add(files), () => setBusy(false));
  };

  if (!ctx.builder.active) {
    createFilePicker(el, { accept: acceptAttribute(config), multiple: config.max_files > 1, onFiles: add, signal });
  }

  // The server's script-less file input: files picked in it before the mount join the queue, and it leaves
  // the form (disabled, unseen) while the uploader runs, so a send never carries the same file twice. Its
  // line keeps its room: the uploader keeps the height it was painted with, and nothing below it moves.
  const native = el.querySelector<HTMLInputElement>('input.eacf7-uploader-native');
  const nativeWrap = native?.parentElement;
  if (native && nativeWrap) {
    const picked = [...(native.files ?? [])];
    native.value = '';
    native.disabled = true;
    nativeWrap.style.visibility = 'hidden';
    if (picked.length > 0 && !ctx.builder.active) add(picked);
  }

  form?.addEventListener(
    'wpcf7mailsent',
    (event) => {
      const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
      if (!detail || Number(detail.contactFormId) !== formId) return;
      if (list) use((controller) => controller.reset());
      if (input) input.value = '';
    },
    { signal },
  );

  // Saved progress brings the records back into the value input: the rows follow them.
  const restoreRows = () => {
    const stored = storedUploads<R>(input?.value ?? '');
    if (stored.length > 0) use((controller) => controller.restore(stored));
  };
  if (input?.value) restoreRows();
  form?.addEventListener(PROGRESS_RESTORED_EVENT, restoreRows, { signal });

  return () => {
    // The mount's abort, just before, ended the picker's and the form's listeners, and the queue with its
    // upload in flight and its list; `busy` no longer changes.
    const wasBusy = busy;
    container.remove();
    releaseStyles();
    if (body) body.hidden = false;
    if (native && nativeWrap) {
      native.disabled = false;
      nativeWrap.hidden = false;
    }
    if (wasBusy) {
      markUploaderBusy(el, false);
      ctx.events.emit('cmsmf:upload-busy', { formId, field, busy: false });
    }
  };
}
