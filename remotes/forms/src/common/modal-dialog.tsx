import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { createRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ModalDialogView } from './modal-dialog-view';

/** What a modal shows and how it closes. */
export interface ModalDialogOptions {
  /** Accessible name of the dialog (its title). */
  readonly title: string;
  /** Shown as the dialog's heading. @default true */
  readonly showTitle?: boolean;
  /** Extra classes on the `dialog` (the product's own, e.g. `eacf7-popup-form`). */
  readonly className?: string;
  /** CSS width of the box (already checked); the viewport still bounds it. @default '500px' */
  readonly width?: string;
  /** A click on the backdrop closes it. @default true */
  readonly closeOnBackdrop?: boolean;
  /** After every close (Escape, the close button, the backdrop, `close()`), once focus went back. */
  readonly onClose?: () => void;
  /** The owner's signal: aborting it removes the dialog and its listeners. */
  readonly signal: AbortSignal;
}

export interface ModalDialog {
  readonly dialog: HTMLDialogElement;
  /** Where the content goes. */
  readonly body: HTMLElement;
  /** Opens it modally; focus moves to `focus` (or the first focusable inside) and returns to `opener` on close. */
  open(opener?: Element | null, focus?: HTMLElement | null): void;
  close(): void;
  /** Names the dialog anew (a fetched form's own name). */
  rename(title: string): void;
  /** Renders `content` into the body, at once (for an owner whose content is a component; others fill `body`). */
  show(content: ReactNode): void;
  readonly isOpen: boolean;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

const CSS = `
dialog.cmsmf-modal{box-sizing:border-box;max-width:calc(100vw - 2rem);max-height:calc(100vh - 2rem);padding:1.25rem;border:0;border-radius:6px;box-shadow:0 10px 40px rgba(0,0,0,.35);overflow:auto}
dialog.cmsmf-modal::backdrop{background:rgba(0,0,0,.55)}
.cmsmf-modal-head{display:flex;align-items:flex-start;justify-content:space-between;gap:1rem;margin-bottom:.75rem}
.cmsmf-modal-title{margin:0;font-size:1.25rem}
.cmsmf-modal-close{border:0;background:none;font-size:1.5rem;line-height:1;cursor:pointer;padding:.25rem .5rem;margin-left:auto}
`;

let counter = 0;

/**
 * One small accessible modal for the forms remote (popup forms, the preview
 * of a submission): a native `<dialog>` opened with `showModal()`, so the
 * page behind is inert and Escape cancels; Tab is also kept inside the box
 * (the browser alone lets it leave to its own toolbar), focus moves in on
 * open and back to the opener on close. The dialog stays in the document
 * between openings, so what was typed into it is kept. Its markup is a
 * component (modal-dialog-view.tsx) rendered into a container of its own at
 * the end of the body; `open`, `close` and focus stay here, where the owner
 * calls them.
 */
export function createModalDialog(doc: Document, options: ModalDialogOptions): ModalDialog {
  const { signal } = options;
  const release = adoptStyleSheet(doc, 'modal', CSS);
  const container = doc.body.appendChild(doc.createElement('div'));
  container.className = 'cmsmf-modal-root';
  const root = createRoot(container);
  const titleId = `cmsmf-modal-title-${++counter}`;
  let title = options.title;
  let content: ReactNode = null;
  let opener: HTMLElement | null = null;

  const close = () => {
    if (dialog.open) dialog.close();
  };
  // Every way of closing ends in the dialog's own `close` event: focus goes back from there.
  const onClosed = () => {
    const target = opener;
    opener = null;
    if (target?.isConnected) target.focus();
    options.onClose?.();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== dialog || options.closeOnBackdrop === false) return;
    // The dialog box itself is the target for clicks on its padding too: only outside its rectangle is the backdrop.
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = doc.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  const ref = createRef<HTMLDialogElement>();
  const render = () =>
    flushSync(() =>
      root.render(
        <ModalDialogView
          ref={ref}
          title={title}
          showTitle={options.showTitle ?? true}
          titleId={titleId}
          className={['cmsmf-modal', options.className].filter(Boolean).join(' ')}
          width={options.width ?? '500px'}
          onRequestClose={close}
          onClosed={onClosed}
          onClick={onClick}
          onKeyDown={onKeyDown}
        >
          {content}
        </ModalDialogView>,
      ),
    );
  render();
  const dialog = ref.current as HTMLDialogElement;
  const body = dialog.querySelector('.cmsmf-modal-body') as HTMLElement;
  const closeButton = dialog.querySelector('.cmsmf-modal-close') as HTMLElement;
  signal.addEventListener('abort', () => {
    close();
    root.unmount();
    container.remove();
    release();
  }, { once: true });

  return {
    dialog,
    body,
    open(from, focus) {
      if (dialog.open || signal.aborted) return;
      opener = from instanceof HTMLElement ? from : null;
      dialog.showModal();
      const target = focus ?? [...body.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => el.getClientRects().length > 0) ?? closeButton;
      target.focus();
    },
    close,
    rename(name) {
      title = name;
      render();
    },
    show(next) {
      content = next;
      render();
    },
    get isOpen() {
      return dialog.open;
    },
  };
}
