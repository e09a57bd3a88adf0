import { sanitisedFragment, sanitiseRichText } from './sanitise-rich-text';

interface Command {
  readonly name: string;
  readonly label: string;
  readonly text: string;
  /** `document.execCommand` name. */
  readonly exec: string;
}

const COMMANDS: readonly Command[] = [
  { name: 'bold', label: 'Bold', text: 'B', exec: 'bold' },
  { name: 'italic', label: 'Italic', text: 'I', exec: 'italic' },
  { name: 'bullets', label: 'Bulleted list', text: '•', exec: 'insertUnorderedList' },
  { name: 'numbers', label: 'Numbered list', text: '1.', exec: 'insertOrderedList' },
  { name: 'link', label: 'Link', text: 'Link', exec: 'createLink' },
];

export interface RichTextEditor {
  focus(): void;
  reset(): void;
  destroy(): void;
}

/**
 * A small contenteditable editor standing in for the textarea: a toolbar
 * (WAI-ARIA toolbar: one Tab stop, arrows move, `aria-pressed` shows the
 * state) over a multi-line textbox. Its HTML is sanitised into the textarea
 * on every change, so whatever sends the form sends the clean value.
 *
 * DOM, not a component: the editing area's content belongs to the browser's editing commands
 * (`execCommand`), which a render would overwrite, and the toolbar is five buttons in that area's
 * keyboard path; a component for them would bring preact (~13 KB gz) for no saved logic.
 */
export function createRichTextEditor(textarea: HTMLTextAreaElement, signal: AbortSignal): RichTextEditor {
  const doc = textarea.ownerDocument;
  const win = doc.defaultView ?? window;
  const root = doc.createElement('div');
  root.className = 'eacf7-rich-text-editor';
  const toolbar = doc.createElement('div');
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Formatting');
  const editor = doc.createElement('div');
  editor.className = 'eacf7-rich-text-area';
  editor.contentEditable = 'true';
  editor.setAttribute('role', 'textbox');
  editor.setAttribute('aria-multiline', 'true');
  for (const attribute of ['aria-labelledby', 'aria-label', 'aria-required', 'aria-describedby']) {
    const value = textarea.getAttribute(attribute);
    if (value) editor.setAttribute(attribute, value);
  }
  if (!editor.hasAttribute('aria-labelledby') && !editor.hasAttribute('aria-label')) {
    const label = textarea.closest('label')?.textContent?.trim();
    editor.setAttribute('aria-label', label || 'Rich text');
  }
  editor.id = `${textarea.id || textarea.name}-editor`;
  toolbar.setAttribute('aria-controls', editor.id);

  const buttons = COMMANDS.map((command, index) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = `eacf7-rich-text-${command.name}`;
    button.textContent = command.text;
    button.setAttribute('aria-label', command.label);
    if (command.name !== 'link') button.setAttribute('aria-pressed', 'false');
    button.tabIndex = index === 0 ? 0 : -1;
    toolbar.appendChild(button);
    return { button, command };
  });

  const sync = () => {
    const clean = sanitiseRichText(editor.innerHTML);
    // An editor left with only an empty line holds no text.
    textarea.value = editor.textContent?.trim() ? clean : '';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    textarea.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const refreshState = () => {
    for (const { button, command } of buttons) {
      if (command.name === 'link') continue;
      button.setAttribute('aria-pressed', String(doc.queryCommandState(command.exec)));
    }
  };
  const run = (command: Command) => {
    editor.focus();
    if (command.exec === 'createLink') {
      const url = win.prompt('Link address (https://… or mailto:…)', 'https://')?.trim();
      if (!url || !/^(?:https?:\/\/|mailto:)/i.test(url)) return;
      doc.execCommand('createLink', false, url);
    } else {
      doc.execCommand(command.exec);
    }
    refreshState();
    sync();
  };

  toolbar.addEventListener('click', (event) => {
    const entry = buttons.find(({ button }) => button.contains(event.target as Node));
    if (entry) run(entry.command);
  }, { signal });
  // Keep the editor's selection when a toolbar button is pressed with the mouse.
  toolbar.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
  toolbar.addEventListener('keydown', (event) => {
    const index = buttons.findIndex(({ button }) => button === doc.activeElement);
    const key = (event as KeyboardEvent).key;
    const next = key === 'ArrowRight' ? index + 1 : key === 'ArrowLeft' ? index - 1 : key === 'Home' ? 0 : key === 'End' ? buttons.length - 1 : null;
    if (next === null || index < 0) return;
    event.preventDefault();
    const target = (next + buttons.length) % buttons.length;
    buttons.forEach(({ button }, i) => (button.tabIndex = i === target ? 0 : -1));
    buttons[target]!.button.focus();
  }, { signal });
  editor.addEventListener('input', sync, { signal });
  editor.addEventListener('keyup', refreshState, { signal });
  editor.addEventListener('mouseup', refreshState, { signal });
  editor.addEventListener('paste', (event) => {
    // Pasted HTML goes through the same allowlist before it is inserted.
    const html = event.clipboardData?.getData('text/html') || '';
    const text = event.clipboardData?.getData('text/plain') || '';
    event.preventDefault();
    const selection = win.getSelection();
    if (!selection || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    range.deleteContents();
    const fragment = html ? sanitisedFragment(html) : doc.createTextNode(text);
    range.insertNode(fragment);
    selection.collapseToEnd();
    sync();
  }, { signal });

  if (textarea.value.trim()) editor.appendChild(sanitisedFragment(textarea.value));
  root.append(toolbar, editor);
  textarea.after(root);
  textarea.hidden = true;
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  doc.execCommand('defaultParagraphSeparator', false, 'p');

  return {
    // Takes over from the plain text box: what the visitor typed there while the editor loaded is
    // already in the editor, so the caret goes after it and the typing goes on where it was.
    focus: () => {
      editor.focus();
      const selection = win.getSelection();
      if (!selection) return;
      const range = doc.createRange();
      range.selectNodeContents(editor);
      range.collapse(false);
      selection.removeAllRanges();
      selection.addRange(range);
    },
    reset: () => {
      editor.replaceChildren();
      textarea.value = '';
      refreshState();
    },
    destroy: () => {
      root.remove();
      textarea.hidden = false;
      textarea.removeAttribute('aria-hidden');
      textarea.removeAttribute('tabindex');
    },
  };
}
