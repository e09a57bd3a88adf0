import { AWAITS_MODULE_ATTRIBUTE, AWAITS_MODULE_CSS } from '@cms-mf/shared-contracts/registry/awaits-module';
import { styleElement } from '../html/style-element';

const SHEET_ID = 'awaits-module';

/**
 * The head's rule for parts that wait for their module (shared-contracts `AWAITS_MODULE_ATTRIBUTE`), when
 * the page holds any: their room kept, unseen, until the module shows them. On a site without the add-on's
 * pro licence no module will: every part that waits belongs to a pro feature (the preview, save progress,
 * the signature pad), so they take no room at all.
 */
export function awaitsModuleStyle(html: string, isPro: boolean): string {
  if (!html.includes(AWAITS_MODULE_ATTRIBUTE)) return '';
  return styleElement(SHEET_ID, isPro ? AWAITS_MODULE_CSS : `[${AWAITS_MODULE_ATTRIBUTE}]{display:none!important}`);
}
