import { createAjaxClient } from '@cms-mf/shared-contracts/client';
import type { AjaxClient } from '@cms-mf/shared-contracts/client';
import type { PageGlobals } from '@cms-mf/shared-contracts/globals';

/** Default ajax endpoint of the CMS, used when no page global names one. */
const DEFAULT_AJAX_PATH = '/wp-admin/admin-ajax.php';

/** Builds the client from the nonces and endpoint the CMS printed on the page. */
export function createPageClient(win: Window): AjaxClient {
  const globals = win as unknown as PageGlobals;
  const ajaxUrl = globals.eacf7?.ajaxUrl ?? globals.et_pb_custom?.ajaxurl ?? DEFAULT_AJAX_PATH;
  return createAjaxClient({
    ajaxUrl: new URL(ajaxUrl, win.location.href).href,
    nonces: {
      eacf7: globals.eacf7?.nonce,
      et_frontend: globals.et_pb_custom?.et_frontend_nonce,
      et_ab_log: globals.et_pb_custom?.et_ab_log_nonce,
    },
  });
}
