/**
 * Resolves with the first `selector` match under `root` once it is there,
 * re-checking on every DOM change: a test waits for the element itself, never
 * for a number of milliseconds or ticks (lazy chunks load slower on a busy machine).
 */
export function whenPresent<E extends Element = Element>(root: ParentNode & Node, selector: string): Promise<E> {
  return new Promise((resolve) => {
    const found = root.querySelector<E>(selector);
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const match = root.querySelector<E>(selector);
      if (!match) return;
      observer.disconnect();
      resolve(match);
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}
