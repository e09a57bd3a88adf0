/**
 * The shell: the one script every page loads. It checks the page against the
 * module registry and downloads nothing more unless a module's markup is there;
 * the federation runtime and everything else live in a lazy chunk.
 */
import { MODULE_REGISTRY } from '@cms-mf/shared-contracts/registry/module-registry';
import { hasAnyModule } from './registry-match';

const shellUrl = import.meta.url;

function startRuntime(): void {
  import('./runtime/start')
    .then(({ start }) => start({ registry: MODULE_REGISTRY, shellUrl }))
    .catch((error: unknown) => console.error('[cmsmf] the shell runtime failed to load; modules stay as server markup', error));
}

function boot(): void {
  if (hasAnyModule(MODULE_REGISTRY, document, window)) return startRuntime();
  // Markup can arrive later (a popup form, an ajax page): watch until some does.
  // Only added elements are checked, so a busy page costs little until then.
  const observer = new MutationObserver((records) => {
    const added = records.flatMap((record) => Array.from(record.addedNodes));
    if (!added.some((node) => node instanceof Element && hasAnyModule(MODULE_REGISTRY, node, window))) return;
    observer.disconnect();
    startRuntime();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
