import { proModule } from '../common/pro-flag';
import { onFormReset } from '../common/form-reset';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import type { RichTextEditor } from './rich-text-editor';

const RICH_TEXT_CSS = `
.eacf7-rich-text-editor{margin-top:.25rem;border:1px solid #8c8f94;border-radius:4px;font-weight:400}
.eacf7-rich-text-editor [role=toolbar]{display:flex;flex-wrap:wrap;gap:.25em;padding:.25em;border-bottom:1px solid #8c8f94}
.eacf7-rich-text-editor [role=toolbar] button{min-width:2.75em;min-height:2.75em;padding:.25em .5em}
.eacf7-rich-text-editor [aria-pressed=true]{outline:3px solid #1b1b1b;outline-offset:-3px;text-decoration:underline}
.eacf7-rich-text-editor .eacf7-rich-text-bold{font-weight:700}
.eacf7-rich-text-editor .eacf7-rich-text-italic{font-style:italic}
.eacf7-rich-text-area{min-height:8em;padding:.5em;overflow-wrap:anywhere}
.eacf7-rich-text-area:focus{outline:2px solid #2271b1;outline-offset:1px}
`;

/**
 * `./rich-text`, mounted on `textarea.eacf7-rich-text` (MARKUP-FACTS §3.2).
 * The editor and its sanitiser (DOMPurify) are downloaded when the visitor
 * first focuses the field, not before; until then the textarea works as it is.
 */
export const richTextModule = proModule((el, ctx, signal) => {
  const textarea = el instanceof HTMLTextAreaElement ? el : el.querySelector('textarea');
  if (!textarea) return;
  let editor: RichTextEditor | null = null;
  let releaseStyle = () => undefined as void;
  let loading = false;

  const open = async () => {
    if (editor || loading) return;
    loading = true;
    try {
      const { createRichTextEditor } = await import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor');
      if (signal.aborted) return;
      releaseStyle = adoptStyleSheet(textarea.ownerDocument, 'rich-text', RICH_TEXT_CSS);
      const hadFocus = textarea.ownerDocument.activeElement === textarea;
      // Blur before hiding: the browser's focus fix-up of a hidden focused element must not run after the editor has the focus.
      if (hadFocus) textarea.blur();
      editor = createRichTextEditor(textarea, signal);
      if (hadFocus) editor.focus();
    } catch (error) {
      ctx.log.warn('the rich text editor could not load; the plain text box stays', error);
    } finally {
      loading = false;
    }
  };
  textarea.addEventListener('focus', () => void open(), { signal });
  if (textarea.ownerDocument.activeElement === textarea) void open();
  const form = textarea.closest('form');
  if (form) onFormReset(form, () => editor?.reset(), signal);

  return () => {
    editor?.destroy();
    releaseStyle();
  };
});
