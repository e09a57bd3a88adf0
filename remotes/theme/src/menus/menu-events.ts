/**
 * One menu or overlay open at a time across the theme's modules (theme-frontend.md
 * §2 "Opening one closes any other"; §4 "The mobile menu closes when search
 * opens"). A DOM event rather than shared module state: each exposed module may
 * be its own chunk.
 */
const MENU_OPENED = 'cmsmf:theme-menu-opened';

/** Tells the other menus and overlays that `source` opened. */
export function announceOpened(doc: Document, source: Element): void {
  doc.dispatchEvent(new CustomEvent(MENU_OPENED, { detail: { source } }));
}

/** Calls `close` whenever another menu or overlay than `self` opens. */
export function closeWhenOtherOpens(doc: Document, self: Element, close: () => void, signal: AbortSignal): void {
  doc.addEventListener(MENU_OPENED, (event) => {
    if ((event as CustomEvent<{ source: Element }>).detail.source !== self) close();
  }, { signal });
}
