import type { AbStatsRecord } from '@cms-mf/shared-contracts/actions';
import { readAjaxUrl, readNonce } from '@cms-mf/shared-contracts/globals';
import type { PageGlobals } from '@cms-mf/shared-contracts/globals';

/**
 * Sends one stats record by beacon: a click on a goal link leaves the page at
 * once, and the browser cancels a fetch still running then, losing the record.
 * The beacon carries the same fields as the client's call (§7); it has no
 * nonce refresh, so the caller falls back to the client when it returns false.
 */
export function sendStatsBeacon(win: Window, globals: PageGlobals, record: AbStatsRecord): boolean {
  const nonce = readNonce(globals, 'et_ab_log');
  if (typeof win.navigator.sendBeacon !== 'function' || nonce === undefined) return false;
  const body = new FormData();
  body.append('action', 'et_pb_update_stats_table');
  body.append('stats_data_array', JSON.stringify(record));
  body.append('et_ab_log_nonce', nonce);
  try {
    return win.navigator.sendBeacon(readAjaxUrl(globals, win.location.href), body);
  } catch {
    return false;
  }
}
