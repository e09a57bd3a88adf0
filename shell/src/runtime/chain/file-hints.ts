import type { FileHint } from './plan-files';

export type HintPriority = 'high' | 'low';

export interface FileHints {
  /** Asks the browser for the files now, once each per page view. */
  request(files: readonly FileHint[], priority: HintPriority): void;
}

/**
 * Requests files with `<link rel=preload as=script>` carrying the same integrity
 * and CORS mode as the script tags that run them later (the entry's, and the
 * chunk tags the entry itself creates), so the browser reuses the response and
 * still checks every hash. A prefetch ahead of use goes at low priority.
 */
export function createFileHints(doc: Document): FileHints {
  const requested = new Set<string>();
  return {
    request(files, priority) {
      for (const file of files) {
        if (requested.has(file.href)) continue;
        requested.add(file.href);
        const link = doc.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.crossOrigin = 'anonymous';
        link.integrity = file.integrity;
        link.setAttribute('fetchpriority', priority);
        link.href = file.href;
        doc.head.append(link);
      }
    },
  };
}
