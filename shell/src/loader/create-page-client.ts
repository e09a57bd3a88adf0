import { readAjaxUrl, readNonce } from '@cms-mf/shared-contracts';
import { createAjaxClient } from '@cms-mf/shared-contracts/client';
import type { AjaxClient } from '@cms-mf/shared-contracts/client';
import type { PageGlobals } from '@cms-mf/shared-contracts/globals';

/**
 * Builds the client from the nonces and endpoint the CMS printed on the page,
 * read by the shared rule: an empty `eacf7.ajaxUrl` falls through to the
 * builder's URL, then to the CMS default, never to the current page.
 */
export function createPageClient(win: Window): AjaxClient {
  const globals = win as unknown as PageGlobals;
  return createAjaxClient({
    ajaxUrl: new URL(readAjaxUrl(globals), win.location.href).href,
    nonces: {
      eacf7: readNonce(globals, 'eacf7'),
      et_frontend: readNonce(globals, 'et_frontend'),
      et_ab_log: readNonce(globals, 'et_ab_log'),
    },
  });
}
