export interface FilePickerOptions {
  /** `accept` of the file dialog. */
  readonly accept?: string;
  readonly multiple: boolean;
  readonly onFiles: (files: File[]) => void;
  /** Ends the picker: every listener goes, the dialog input is removed. */
  readonly signal: AbortSignal;
}

/**
 * The ways to pick files on the add-on's markup (MARKUP-FACTS §3.1): the
 * browse button (click, Enter, Space: it is a real button), a click on the
 * drop area, and drag and drop anywhere on the uploader. The file dialog is a
 * hidden `input[type=file]` of our own, without a name, so it never adds a
 * file part to the form's own post.
 *
 * Drops are taken on the whole `.eacf7-uploader`, not only its
 * `.eacf7-uploader-body`: the dashed box a visitor sees is the uploader (the
 * body is its top row), and a file dropped on a part of the box that does not
 * cancel `dragover` is opened by the browser, which leaves the form.
 */
export function createFilePicker(uploader: HTMLElement, options: FilePickerOptions): void {
  const { signal } = options;
  const doc = uploader.ownerDocument;
  const body = uploader.querySelector<HTMLElement>('.eacf7-uploader-body') ?? uploader;
  const browse = uploader.querySelector<HTMLElement>('.eacf7-uploader-browse');
  // DOM, not a component: a hidden file input the browser opens; the list of files is the component (upload-list.tsx).
  const input = doc.createElement('input');
  input.type = 'file';
  input.hidden = true;
  input.tabIndex = -1;
  input.className = 'eacf7-uploader-input';
  input.multiple = options.multiple;
  if (options.accept) input.accept = options.accept;
  uploader.appendChild(input);

  let depth = 0;
  // `drag-active` is the add-on's own class for the drag-over state (MARKUP-FACTS §3.1).
  const setDragging = (dragging: boolean) => uploader.classList.toggle('drag-active', dragging);
  const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');
  const listen = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, listener, { signal });

  listen(input, 'change', () => {
    const files = [...(input.files ?? [])];
    // Cleared so that picking the same file again (after removing it) fires `change` again.
    input.value = '';
    if (files.length > 0) options.onFiles(files);
  });
  if (browse) {
    listen(browse, 'click', (event) => {
      event.preventDefault();
      input.click();
    });
  }
  listen(body, 'click', (event) => {
    if (browse && browse.contains(event.target as Node)) return;
    input.click();
  });
  listen(uploader, 'dragenter', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth += 1;
    if (depth === 1) setDragging(true);
  });
  listen(uploader, 'dragover', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  });
  listen(uploader, 'dragleave', () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) setDragging(false);
  });
  listen(uploader, 'drop', (event) => {
    event.preventDefault();
    depth = 0;
    setDragging(false);
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length > 0) options.onFiles(files);
  });

  signal.addEventListener(
    'abort',
    () => {
      uploader.classList.remove('drag-active');
      input.remove();
    },
    { once: true },
  );
}
