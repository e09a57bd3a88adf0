import type { AjaxClient } from '@cms-mf/shared-contracts/client';
import { ShellChunkError } from '../shared/errors/shell-chunk-error';
import { freshChunkUrls } from './fresh-chunk-urls';

let pageClient: Promise<AjaxClient> | undefined;

/**
 * The page's one ajax client, created on first use: pages whose modules never
 * call the server never download ky. A failed download is reported once to
 * `onFailed` and forgotten, so the module's next call downloads it again.
 */
export function getPageClient(win: Window, onFailed: (error: ShellChunkError) => void): Promise<AjaxClient> {
  pageClient ??= import(/* webpackChunkName: "ajax-client" */ './create-page-client').then(
    ({ createPageClient }) => createPageClient(win),
    (cause: unknown) => {
      pageClient = undefined;
      freshChunkUrls();
      const error = new ShellChunkError(`the ajax client did not download (${String(cause)}); the next call tries again`);
      onFailed(error);
      throw error;
    },
  );
  return pageClient;
}
