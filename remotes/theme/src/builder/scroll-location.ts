import { type BuilderContext, readBuilderContext } from '@cms-mf/shared-contracts/globals';

/**
 * Where the builder's preview scrolls (theme-frontend.md §4 "Scroll location is
 * app or top"): in the desktop and wireframe previews the page's own window
 * (`app`); in the zoom, tablet and phone previews the builder sizes the page's
 * frame to its content and the top window scrolls (`top`). Outside a builder, `app`.
 */
export type ScrollLocation = 'app' | 'top';

export function scrollLocation(builder: Pick<BuilderContext, 'active' | 'previewMode'>): ScrollLocation {
  const mode = builder.active ? builder.previewMode : null;
  return mode === 'zoom' || mode === 'tablet' || mode === 'phone' ? 'top' : 'app';
}

/**
 * Calls `onChange` when the builder switches the scroll location (its preview
 * mode classes change on `<html>` or `<body>`, of this window or the top one).
 * Nothing is watched outside a builder: a visitor's page pays nothing.
 */
export function watchScrollLocation(doc: Document, onChange: (location: ScrollLocation) => void, signal: AbortSignal): void {
  if (!doc.body || !readBuilderContext(doc.body).active) return;
  let current = scrollLocation(readBuilderContext(doc.body));
  const observer = new MutationObserver(() => {
    const next = scrollLocation(readBuilderContext(doc.body));
    if (next === current) return;
    current = next;
    onChange(next);
  });
  const holders: Element[] = [doc.documentElement, doc.body];
  try {
    const top = doc.defaultView?.top;
    if (top && top !== doc.defaultView) holders.push(top.document.documentElement, top.document.body);
  } catch {
    // A cross-origin top window: only this document's classes count.
  }
  for (const holder of holders) observer.observe(holder, { attributes: true, attributeFilter: ['class'] });
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
