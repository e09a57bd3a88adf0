import type { MountManager } from './mount-manager';

/**
 * Mounts modules whose markup is added later (a popup form, an ajax page) and
 * unmounts those whose element leaves the page. Returns the stop function.
 */
export function watchDom(doc: Document, mounts: MountManager): () => void {
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) mounts.mountWithin(node);
      });
      removed ||= record.removedNodes.length > 0;
    }
    if (removed) mounts.sweepDisconnected();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
