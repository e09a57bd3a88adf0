import type { NonceKind } from '../actions/nonce';
import type { PageGlobals } from './page-globals';

/** Where WordPress serves ajax (`admin_url('admin-ajax.php')` on a site at the domain root). */
export const DEFAULT_AJAX_PATH = '/wp-admin/admin-ajax.php';

/**
 * The ajax endpoint the page's actions go to: the add-on's `eacf7.ajaxUrl`,
 * else the builder's `et_pb_custom.ajaxurl`, else `DEFAULT_AJAX_PATH`; resolved
 * against `pageUrl` when given (the globals may print a relative URL).
 *
 * An empty or blank value counts as absent. WordPress prints
 * `admin_url('admin-ajax.php')`, never an empty string, so an empty one means
 * the value was filtered away or never set, not "this page": a page does not
 * answer `admin-ajax.php` actions, so reading '' as the current page (as a bare
 * `new URL('', page)` would) sends every action where it can only fail.
 */
export function readAjaxUrl(globals: PageGlobals, pageUrl?: string): string {
  const url = nonEmpty(globals.eacf7?.ajaxUrl) ?? nonEmpty(globals.et_pb_custom?.ajaxurl) ?? DEFAULT_AJAX_PATH;
  return pageUrl === undefined ? url : new URL(url, pageUrl).href;
}

/** The nonce of one kind as the page printed it, or undefined (missing or blank). */
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

/** Every nonce the page printed, by kind: what the page's ajax client starts with. */
export function readNonces(globals: PageGlobals): Partial<Record<NonceKind, string>> {
  const nonces: Partial<Record<NonceKind, string>> = {};
  for (const kind of ['eacf7', 'et_frontend', 'et_ab_log'] as const) {
    const nonce = readNonce(globals, kind);
    if (nonce !== undefined) nonces[kind] = nonce;
  }
  return nonces;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
