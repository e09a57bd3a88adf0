/** How long an idle callback may wait for the main thread to be free, in ms. */
export const IDLE_TIMEOUT_MS = 2000;
/** The timer used instead when the page is hidden (idle callbacks may then never run) or the API is missing, in ms. */
export const IDLE_FALLBACK_MS = 1500;

/**
 * Calls back once the page is parsed and the browser is idle. It does not wait
 * for the load event: on a page of images that came hundreds of ms after the
 * modules could have been there (interactive time on a fast network),
 * and the idle callback already waits for a free main thread. The fetches it
 * starts are the module's few files beside the page's images.
 */
export function whenIdle(win: Window, signal: AbortSignal, callback: () => void): void {
  const schedule = () => {
    if (signal.aborted) return;
    if (typeof win.requestIdleCallback === 'function' && win.document.visibilityState !== 'hidden') {
      const handle = win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      signal.addEventListener('abort', () => win.cancelIdleCallback(handle), { once: true });
    } else {
      const timer = win.setTimeout(callback, IDLE_FALLBACK_MS);
      signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
    }
  };
  if (win.document.readyState !== 'loading') schedule();
  else win.document.addEventListener('DOMContentLoaded', schedule, { once: true, signal });
}

/** Whether the visitor asked to save data (Network Information API; absent means no). */
export function savesData(nav: Navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
