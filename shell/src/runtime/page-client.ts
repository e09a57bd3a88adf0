import type { AjaxClient } from '@cms-mf/shared-contracts/client';

let pageClient: Promise<AjaxClient> | undefined;

/**
 * The page's one ajax client, created on first use: pages whose modules never
 * call the server never download ky.
 */
export function getPageClient(win: Window): Promise<AjaxClient> {
  pageClient ??= import(/* webpackChunkName: "ajax-client" */ './create-page-client').then(({ createPageClient }) => createPageClient(win));
  return pageClient;
}
