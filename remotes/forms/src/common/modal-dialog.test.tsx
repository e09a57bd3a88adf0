import { act, fireEvent, screen } from '@testing-library/react';
import { useDialogStub } from '@cms-mf/test-support/doubles/dialog-stub';
import { createModalDialog, type ModalDialog, type ModalDialogOptions } from './modal-dialog';

let controller: AbortController;
useDialogStub({ laidOut: true });
afterEach(() => {
  act(() => controller.abort());
  document.body.innerHTML = '';
});

function setup(options: Partial<ModalDialogOptions> = {}) {
  controller = new AbortController();
  document.body.innerHTML = '<button id="opener">Open</button>';
  const closes = jest.fn();
  let modal!: ModalDialog;
  act(() => {
    modal = createModalDialog(document, { title: 'Preview', onClose: closes, signal: controller.signal, ...options });
  });
  const opener = document.getElementById('opener') as HTMLButtonElement;
  return { modal, closes, opener };
}

test('a dialog named by its heading, with a Close button, closed until opened; the body is the owner’s', () => {
  const { modal, opener } = setup({ className: 'eacf7-preview-submission', width: '600px' });
  expect(modal.isOpen).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => modal.open(opener));
  const dialog = screen.getByRole('dialog', { name: 'Preview' });
  expect(dialog).toBe(modal.dialog);
  expect(screen.getByRole('heading', { name: 'Preview' })).toBeTruthy();
  expect(dialog.className).toBe('cmsmf-modal eacf7-preview-submission');
  expect(dialog.style.width).toBe('600px');
  modal.body.append(Object.assign(document.createElement('p'), { textContent: 'Rows' }));
  expect(dialog.querySelector('.cmsmf-modal-body')?.textContent).toBe('Rows');
});

test('without a shown title the dialog is named by aria-label, and rename names it anew', () => {
  const { modal, opener } = setup({ title: 'Contact form', showTitle: false });
  act(() => modal.open(opener));
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Contact form' })).toBe(modal.dialog);
  act(() => modal.rename('Book a harbour tour'));
  expect(screen.getByRole('dialog', { name: 'Book a harbour tour' })).toBe(modal.dialog);
});

test('opening moves focus to the first field of the body (or the close button), and closing gives it back to the opener', () => {
  const { modal, opener, closes } = setup();
  opener.focus();
  act(() => modal.open(opener));
  expect(modal.isOpen).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  act(() => void fireEvent.click(screen.getByRole('button', { name: 'Close' })));
  expect(modal.isOpen).toBe(false);
  expect(document.activeElement).toBe(opener);
  expect(closes).toHaveBeenCalledTimes(1);
  const field = modal.body.appendChild(document.createElement('input'));
  act(() => modal.open(opener));
  expect(document.activeElement).toBe(field);
});

test('Escape (the cancel event) closes it, through the same close', () => {
  const { modal, opener, closes } = setup();
  act(() => modal.open(opener));
  const cancel = new Event('cancel', { cancelable: true });
  act(() => void modal.dialog.dispatchEvent(cancel));
  expect(cancel.defaultPrevented).toBe(true);
  expect(modal.isOpen).toBe(false);
  expect(closes).toHaveBeenCalledTimes(1);
});

test('Tab and Shift+Tab wrap inside the box', () => {
  const { modal, opener } = setup();
  const first = screen.getByRole('button', { name: 'Close', hidden: true });
  const last = modal.body.appendChild(document.createElement('input'));
  act(() => modal.open(opener, last));
  expect(document.activeElement).toBe(last);
  expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
  expect(document.activeElement).toBe(first);
  expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
  expect(document.activeElement).toBe(last);
});

test('a click outside the box closes it unless closeOnBackdrop is false; a click inside never does', () => {
  const rect = { left: 100, right: 600, top: 100, bottom: 400 } as DOMRect;
  const outside = { clientX: 10, clientY: 10 };
  const { modal, opener } = setup();
  jest.spyOn(modal.dialog, 'getBoundingClientRect').mockReturnValue(rect);
  act(() => modal.open(opener));
  act(() => void fireEvent.click(modal.dialog, { clientX: 300, clientY: 200 }));
  expect(modal.isOpen).toBe(true);
  act(() => void fireEvent.click(modal.dialog, outside));
  expect(modal.isOpen).toBe(false);
  act(() => controller.abort());

  const kept = setup({ closeOnBackdrop: false });
  jest.spyOn(kept.modal.dialog, 'getBoundingClientRect').mockReturnValue(rect);
  act(() => kept.modal.open(kept.opener));
  act(() => void fireEvent.click(kept.modal.dialog, outside));
  expect(kept.modal.isOpen).toBe(true);
});

test('aborting the owner closes and removes the dialog; it no longer opens', () => {
  const { modal, opener } = setup();
  act(() => modal.open(opener));
  act(() => controller.abort());
  expect(document.querySelector('dialog')).toBeNull();
  modal.open(opener);
  expect(modal.isOpen).toBe(false);
});
