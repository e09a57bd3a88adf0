/**
 * jsdom has `<dialog>` and its `open` attribute but no `showModal()` or
 * `close()`. This stand-in toggles `open` and, as a browser does, fires `close`
 * when an open dialog closes (at once here; a browser queues it). Top layer,
 * inertness and the browser's own Escape are checked in Playwright. Returns the undo.
 */
export function installDialogStub(): () => void {
  const proto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
  const original = { showModal: proto.showModal, close: proto.close };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  return () => {
    proto.showModal = original.showModal;
    proto.close = original.close;
  };
}

/**
 * For a jest file of dialog tests: the stand-in above for the file's tests, and (with `laidOut`)
 * every element counted as shown, since jsdom lays nothing out and focus rules skip hidden elements.
 */
export function useDialogStub({ laidOut = false } = {}): void {
  let undo: () => void = () => undefined;
  beforeAll(() => {
    undo = installDialogStub();
    if (laidOut) jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  });
  afterAll(() => undo());
}
