import { readReplyTarget } from './reply-link';

/**
 * Reply form placement (the comments module, theme-frontend.md §1): a reply
 * link moves the reply form under its comment, sets the parent comment, shows
 * the cancel link and puts focus in the text; cancel puts the form back where
 * it was. The form is the server's; it is moved, never re-rendered, and goes
 * back on unmount.
 */
export function enableReplyPlacement(root: Element, signal: AbortSignal): void {
  const doc = root.ownerDocument;
  let home: Comment | null = null;
  let moved: HTMLElement | null = null;

  const putBack = () => {
    if (!moved || !home) return;
    home.replaceWith(moved);
    const parent = moved.querySelector<HTMLInputElement>('#comment_parent');
    if (parent) parent.value = '0';
    const cancel = moved.querySelector<HTMLElement>('#cancel-comment-reply-link');
    if (cancel) cancel.style.display = 'none';
    moved = null;
    home = null;
  };

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const cancel = target.closest('#cancel-comment-reply-link');
    if (cancel && moved) {
      event.preventDefault();
      const link = root.querySelector<HTMLElement>('.comment-reply-link[aria-expanded="true"]');
      putBack();
      link?.setAttribute('aria-expanded', 'false');
      link?.focus();
      return;
    }
    const link = target.closest<HTMLElement>('.comment-reply-link');
    if (!link || !root.contains(link)) return;
    const reply = readReplyTarget(link.dataset);
    const below = reply ? doc.getElementById(reply.below) : null;
    const respond = reply ? doc.getElementById(reply.respond) : null;
    if (!reply || !below || !respond || !root.contains(below)) return;
    event.preventDefault();
    if (!moved) {
      home = doc.createComment('reply form');
      respond.before(home);
      moved = respond;
    }
    below.after(respond);
    for (const other of root.querySelectorAll('.comment-reply-link[aria-expanded]')) other.setAttribute('aria-expanded', 'false');
    link.setAttribute('aria-expanded', 'true');
    const parent = respond.querySelector<HTMLInputElement>('#comment_parent');
    if (parent) parent.value = reply.commentId;
    const post = respond.querySelector<HTMLInputElement>('#comment_post_ID');
    if (post) post.value = reply.postId;
    const cancelLink = respond.querySelector<HTMLElement>('#cancel-comment-reply-link');
    if (cancelLink) cancelLink.style.display = '';
    respond.querySelector<HTMLElement>('#comment, textarea')?.focus();
  }, { signal });

  signal.addEventListener('abort', putBack, { once: true });
}
