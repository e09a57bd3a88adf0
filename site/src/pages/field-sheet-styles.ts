import { ADDON_FIELD_SHEETS } from '@cms-mf/shared-contracts/fields';
import { styleElement } from '../html/style-element';
import { firstMarkupIndex } from './markup-position';

/**
 * The add-on fields' sheets (shared-contracts `ADDON_FIELD_SHEETS`) for the fields the page holds, as
 * `<style>` elements for the head, as WordPress enqueues the add-on's stylesheet: each field has its
 * mounted size from the first paint, so nothing moves when its module arrives.
 */
export function fieldSheetStyles(html: string): string {
  return ADDON_FIELD_SHEETS.filter((sheet) => firstMarkupIndex(html, sheet.selector) >= 0)
    .map(({ id, css }) => styleElement(id, css))
    .join('\n');
}
