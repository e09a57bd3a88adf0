export interface FilePickerOptions {
  /** `accept` of the file dialog. */
  readonly accept?: string;
  readonly multiple: boolean;
  readonly onFiles: (files: File[]) => void;
}

export interface FilePicker {
  destroy(): void;
}

/**
 * The ways to pick files on the add-on's markup (MARKUP-FACTS §3.1): the
 * browse button (click, Enter, Space: it is a real button), a click anywhere
 * on the drop area, and drag and drop onto it. The file dialog is a hidden
 * `input[type=file]` of our own, without a name, so it never adds a file part
 * to the form's own post.
 */
export function createFilePicker(uploader: HTMLElement, options: FilePickerOptions): FilePicker {
  const doc = uploader.ownerDocument;
  const body = uploader.querySelector<HTMLElement>('.eacf7-uploader-body') ?? uploader;
  const browse = uploader.querySelector<HTMLElement>('.eacf7-uploader-browse');
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

  const onChange = () => {
    const files = [...(input.files ?? [])];
    // Cleared so that picking the same file again (after removing it) fires `change` again.
    input.value = '';
    if (files.length > 0) options.onFiles(files);
  };
  const open = (event: Event) => {
    event.preventDefault();
    input.click();
  };
  const onBodyClick = (event: MouseEvent) => {
    if (browse && browse.contains(event.target as Node)) return;
    input.click();
  };
  const onDragEnter = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth += 1;
    if (depth === 1) setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth = 0;
    setDragging(false);
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length > 0) options.onFiles(files);
  };

  input.addEventListener('change', onChange);
  browse?.addEventListener('click', open);
  body.addEventListener('click', onBodyClick);
  body.addEventListener('dragenter', onDragEnter);
  body.addEventListener('dragover', onDragOver);
  body.addEventListener('dragleave', onDragLeave);
  body.addEventListener('drop', onDrop);

  return {
    destroy() {
      input.removeEventListener('change', onChange);
      browse?.removeEventListener('click', open);
      body.removeEventListener('click', onBodyClick);
      body.removeEventListener('dragenter', onDragEnter);
      body.removeEventListener('dragover', onDragOver);
      body.removeEventListener('dragleave', onDragLeave);
      body.removeEventListener('drop', onDrop);
      uploader.classList.remove('drag-active');
      input.remove();
    },
  };
}
