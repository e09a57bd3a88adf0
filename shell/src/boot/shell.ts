/**
 * The shell: the one script every page loads. It checks the page for the markup families the
 * product enhances (boot-probe.ts) and downloads nothing more unless some is there; the
 * registry (from the release pointer), the triggers, the remote loader and everything else live
 * in lazy files (shell-files.ts), each an ES module this one imports natively.
 */
import { BOOT_PROBE as probe, probeFinds } from './boot-probe';
import { pointerUrlOf } from './pointer-url';
import { RUNTIME_FILE } from './shell-files';
import type * as Runtime from '../runtime/start';

const shellUrl = import.meta.url;

/** Links and buttons: the clicks held until the runtime can replay them (../runtime/triggers/held-click.ts says which it keeps). */
const HELD = 'a[href],button,[type=submit],[role=button]';

function startRuntime(): void {
  // The release pointer and the runtime chunk download side by side.
  const pointerUrl = pointerUrlOf(window, shellUrl);
  // Fresh on every page view (rollbacks take effect at once); the runtime calls it again after a deploy.
  const fetchPointer = () => fetch(pointerUrl, { cache: 'no-cache', credentials: 'same-origin' });
  const pointer = fetchPointer();
  pointer.catch(() => undefined); // The runtime reports it; this only keeps it from being "unhandled".
  // A click on module markup while the runtime downloads (a gallery link) is held, and
  // handed to the runtime, which replays it once the module is there: it is never lost.
  const clicks: Element[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.button || event.ctrlKey || event.metaKey ? null : (event.target as Element).closest?.(HELD);
    // Only module markup and popup triggers: a page wrapper (`#page-container`) would hold every link on the page.
    if (target && (target.closest(probe.held) || someTrigger((selector) => target.closest(selector)))) {
      clicks.push(target);
      event.preventDefault();
    }
  };
  const release = () => document.removeEventListener('click', hold, true);
  document.addEventListener('click', hold, true);
  (import(/* webpackIgnore: true */ RUNTIME_FILE) as Promise<typeof Runtime>)
    .then(({ start }) => start({ finds, pointerUrl, pointer, fetchPointer, early: { clicks, release } }))
    .catch((error: unknown) => {
      release();
      clicks.forEach((target) => (target as HTMLElement).click());
      console.error('[cmsmf] the shell runtime failed to load', error);
    });
}

/**
 * Whether `test` finds something for one of the site's popup triggers (`eacf7.settings.popupTriggers`):
 * the runtime loads `./popup` on the elements they name (../runtime/popup-trigger-entries.ts).
 */
const someTrigger = (test: (selector: string) => unknown): unknown =>
  (window as { eacf7?: { settings?: { popupTriggers?: ReadonlyArray<{ selector: string }> } } }).eacf7?.settings?.popupTriggers?.some?.((trigger) => {
    try {
      return test(trigger.selector);
    } catch {
      // A selector the browser cannot read names nothing.
    }
  });

/** Whether `root` holds module markup, or an element a popup trigger names. */
const finds = (root: Element | Document): unknown => probeFinds(probe, root, window) || someTrigger((selector) => root.querySelector(selector));

function boot(): void {
  if (finds(document)) return startRuntime();
  // Markup can arrive later (a popup form, an ajax page): watch added elements until some is a module.
  const observer = new MutationObserver((records) => {
    const found = records.some((record) => Array.from(record.addedNodes).some((node) => node instanceof Element && finds(node)));
    if (!found) return;
    observer.disconnect();
    startRuntime();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
