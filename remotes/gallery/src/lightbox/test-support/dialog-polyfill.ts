/**
 * jsdom has `<dialog>` and its `open` attribute but no `showModal()` or
 * `close()`. This stand-in only toggles `open`: top layer, inertness and the
 * browser's Escape handling are checked in Playwright (e2e/gallery-lightbox.spec.ts).
 * Test-only: production code guards `typeof dialog.showModal === 'function'`.
 */
export function installDialogPolyfill(): () => void {
  const proto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
  const original = { showModal: proto.showModal, close: proto.close };
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof proto.close !== 'function') {
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
  return () => {
    proto.showModal = original.showModal;
    proto.close = original.close;
  };
}
