import type { NonceKind } from '../actions/nonce';
import type { PageGlobals } from './page-globals';

/** Where WordPress serves ajax when no global says otherwise. */
export const DEFAULT_AJAX_PATH = '/wp-admin/admin-ajax.php';

/**
 * The ajax endpoint: the add-on's `eacf7.ajaxUrl`, else the builder's
 * `et_pb_custom.ajaxurl`, else the CMS default. Both globals point at the same
 * endpoint on a real site; either may be missing when only one plugin runs.
 */
export function readAjaxUrl(globals: PageGlobals): string {
  return nonEmpty(globals.eacf7?.ajaxUrl) ?? nonEmpty(globals.et_pb_custom?.ajaxurl) ?? DEFAULT_AJAX_PATH;
}

/** The nonce of one kind as the page printed it, or undefined. */
export function readNonce(globals: PageGlobals, kind: NonceKind): string | undefined {
  switch (kind) {
    case 'eacf7':
      return nonEmpty(globals.eacf7?.nonce);
    case 'et_frontend':
      return nonEmpty(globals.et_pb_custom?.et_frontend_nonce);
    case 'et_ab_log':
      return nonEmpty(globals.et_pb_custom?.et_ab_log_nonce);
  }
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
