import { COPY_ATTRIBUTE } from '@cms-mf/shared-contracts/registry/copy-attribute';
import type { MountManager } from './mount-manager';

/**
 * Mounts modules whose markup is added later (a popup form, an ajax page) and
 * unmounts those whose element leaves the page. Returns the stop function.
 * `holdsModule` is a cheap first look (one combined selector) so that a busy page
 * (sliders, counters rewriting their DOM) does not pay a full registry scan per added node.
 */
export function watchDom(doc: Document, mounts: MountManager, holdsModule: (el: Element) => unknown): () => void {
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element && !node.hasAttribute(COPY_ATTRIBUTE) && holdsModule(node)) mounts.mountWithin(node);
      });
      removed ||= record.removedNodes.length > 0;
    }
    if (removed) mounts.sweepDisconnected();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
