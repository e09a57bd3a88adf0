/**
 * The shell: the one script every page loads. It checks the page against the
 * module registry and downloads nothing more unless a module's markup is there;
 * the registry itself, the remote loader and everything else live in lazy chunks.
 */
import { probeFinds, type BootProbe } from '@cms-mf/shared-contracts/registry/boot-probe';
import { pointerUrlOf, readShellConfig } from './shell-config';

/** Computed from the registry at build time (shell/rspack.config.ts). */
declare const __CMSMF_BOOT_PROBE__: BootProbe;

const shellUrl = import.meta.url;

function startRuntime(): void {
  // The release pointer and the runtime chunk download side by side.
  const pointerUrl = pointerUrlOf(readShellConfig(window), shellUrl);
  const pointer = fetch(pointerUrl, { cache: 'no-cache', credentials: 'same-origin' });
  pointer.catch(() => undefined); // The runtime reports it; this only keeps it from being "unhandled".
  import(/* webpackChunkName: "shell-runtime" */ './runtime/start')
    .then(({ start }) => start({ pointerUrl, pointer }))
    .catch((error: unknown) => console.error('[cmsmf] the shell runtime failed to load; modules stay as server markup', error));
}

function boot(): void {
  if (probeFinds(__CMSMF_BOOT_PROBE__, document, window)) return startRuntime();
  // Markup can arrive later (a popup form, an ajax page): watch added elements until some is a module.
  const observer = new MutationObserver((records) => {
    const found = records.some((record) =>
      Array.from(record.addedNodes).some((node) => node instanceof Element && probeFinds(__CMSMF_BOOT_PROBE__, node, window)),
    );
    if (!found) return;
    observer.disconnect();
    startRuntime();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
