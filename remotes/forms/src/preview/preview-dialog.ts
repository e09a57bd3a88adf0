import type { ModuleContext } from '@cms-mf/shared-contracts';
import { createModalDialog, type ModalDialog } from '../common/modal-dialog';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { previewRows, type PreviewRow } from './preview-rows';

/** forms-addon.md §2. */
export const PREVIEW_TITLE = 'Preview Submission';
export const NO_DATA_TEXT = 'No data found';

const CSS = `
.eacf7-preview-submission table{width:100%;border-collapse:collapse;margin:0 0 1rem}
.eacf7-preview-submission th,.eacf7-preview-submission td{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.eacf7-preview-submission td img{max-width:100%;height:auto;background:#fff}
.eacf7-preview-submission .eacf7-preview-actions{display:flex;gap:.5rem;justify-content:flex-end}
.eacf7-preview-submission .eacf7-preview-empty{text-align:center;margin:1rem 0}
`;

/** The "nothing filled" picture: drawn here, so it needs no file and no request. */
function noDataImage(doc: Document): Element {
  const figure = doc.createElement('figure');
  figure.className = 'eacf7-preview-empty';
  const svgNs = 'http://www.w3.org/2000/svg';
  const svg = doc.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('width', '96');
  svg.setAttribute('height', '96');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', NO_DATA_TEXT);
  // Drawn node by node: no HTML string, so nothing to trust on pages that require Trusted Types.
  const shape = (tag: string, attributes: Record<string, string>) => {
    const node = doc.createElementNS(svgNs, tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    svg.append(node);
  };
  shape('rect', { x: '10', y: '6', width: '44', height: '52', rx: '4', fill: '#f1f1f1', stroke: '#999', 'stroke-width': '2' });
  shape('path', { d: 'M20 22h24M20 32h24M20 42h14', stroke: '#bbb', 'stroke-width': '3', 'stroke-linecap': 'round' });
  const caption = doc.createElement('figcaption');
  caption.textContent = NO_DATA_TEXT;
  figure.append(svg, caption);
  return figure;
}

/** The Label/Value table; every value goes in as text (or an image element), never as HTML. */
function previewTable(doc: Document, rows: readonly PreviewRow[]): HTMLTableElement {
  const table = doc.createElement('table');
  const head = table.createTHead().insertRow();
  for (const title of ['Label', 'Value']) {
    const th = doc.createElement('th');
    th.scope = 'col';
    th.textContent = title;
    head.append(th);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    const th = doc.createElement('th');
    th.scope = 'row';
    th.textContent = row.label;
    const td = tr.insertCell();
    tr.prepend(th);
    if (row.value.kind === 'image') {
      const img = doc.createElement('img');
      img.src = row.value.src;
      img.alt = row.value.alt;
      td.append(img);
    } else {
      td.textContent = row.value.text;
    }
  }
  return table;
}

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
      const rows = previewRows(form, doc.baseURI);
      const actions = doc.createElement('div');
      actions.className = 'eacf7-preview-actions';
      const back = doc.createElement('button');
      back.type = 'button';
      back.textContent = 'Back';
      const submit = doc.createElement('button');
      submit.type = 'button';
      submit.textContent = 'Submit';
      actions.append(back, submit);
      const opened = modal;
      back.addEventListener('click', () => opened.close(), { signal });
      submit.addEventListener('click', () => {
        opened.close();
        if (ctx.builder.active) return;
        // Through the form's own submit path: the runtime (or CF7) sends it once, with every check.
        const send = form.querySelector<HTMLElement>('[type=submit]');
        form.requestSubmit(send instanceof HTMLButtonElement || send instanceof HTMLInputElement ? send : undefined);
      }, { signal });
      opened.body.replaceChildren(rows.length > 0 ? previewTable(doc, rows) : noDataImage(doc), actions);
      opened.open(button, submit);
    },
  };
}
