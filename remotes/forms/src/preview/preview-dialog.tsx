import type { ModuleContext } from '@cms-mf/shared-contracts';
import { createModalDialog, type ModalDialog } from '../common/modal-dialog';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { createRef } from 'react';
import { PreviewContent } from './preview-content';
import { previewRows } from './preview-rows';


/** forms-addon.md §2. */
export const PREVIEW_TITLE = 'Preview Submission';

const CSS = `
.eacf7-preview-submission table{width:100%;border-collapse:collapse;margin:0 0 1rem}
.eacf7-preview-submission th,.eacf7-preview-submission td{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.eacf7-preview-submission td img{max-width:100%;height:auto;background:#fff}
.eacf7-preview-submission .eacf7-preview-actions{display:flex;gap:.5rem;justify-content:flex-end}
.eacf7-preview-submission .eacf7-preview-empty{text-align:center;margin:1rem 0}
`;

/** The preview of one form: its modal made on the first open, its CSS while the module is mounted. */
export interface PreviewDialog {
  show(): void;
}

/**
 * What the preview button needs only once it is pressed (a chunk of its own,
 * with the shared modal): the modal "Preview Submission" with what the visitor
 * filled (or the "No data found" picture), and Submit (sends the form as its
 * own Send would) or Back (returns to the form, focus on the preview button).
 */
export function createPreviewDialog(button: HTMLButtonElement, form: HTMLFormElement, ctx: ModuleContext, signal: AbortSignal): PreviewDialog {
  const doc = button.ownerDocument;
  const releaseStyles = adoptStyleSheet(doc, 'preview', CSS);
  signal.addEventListener('abort', releaseStyles, { once: true });
  let modal: ModalDialog | undefined;
  return {
    show() {
      modal ??= createModalDialog(doc, { title: PREVIEW_TITLE, className: 'eacf7-preview-submission eacf7-preview-submission-container', signal });
      const opened = modal;
      const submit = createRef<HTMLButtonElement>();
      const onSubmit = () => {
        opened.close();
        if (ctx.builder.active) return;
        // Through the form's own submit path: the runtime (or CF7) sends it once, with every check.
        const send = form.querySelector<HTMLElement>('[type=submit]');
        form.requestSubmit(send instanceof HTMLButtonElement || send instanceof HTMLInputElement ? send : undefined);
      };
      opened.show(<PreviewContent rows={previewRows(form, doc.baseURI)} onBack={() => opened.close()} onSubmit={onSubmit} submitRef={submit} />);
      opened.open(button, submit.current);
    },
  };
}
