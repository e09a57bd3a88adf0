/** Said when neither the clipboard nor the browser's copy command took the link: it is selected instead. */
export const COPY_BY_HAND_MESSAGE = 'The link could not be copied. It is selected: copy it with Ctrl+C (⌘C on a Mac).';

/**
 * Copies the saved-progress link: the asynchronous clipboard first, then the
 * browser's copy command on the selected text (older browsers, or no
 * clipboard permission). Resolves whether a copy happened; when none did, the
 * link is left focused and selected for the visitor to copy.
 */
export async function copyLink(link: HTMLInputElement): Promise<boolean> {
  const doc = link.ownerDocument;
  try {
    await doc.defaultView!.navigator.clipboard.writeText(link.value);
    return true;
  } catch {
    link.focus();
    link.select();
    try {
      // `execCommand` says false (or throws) when the browser refused the copy.
      if (doc.execCommand?.('copy') === true) return true;
    } catch {
      // Refused as well: the selection stays for the visitor.
    }
    link.focus();
    link.select();
    return false;
  }
}
