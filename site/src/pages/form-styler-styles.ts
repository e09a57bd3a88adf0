import { formStylerSheets, type FormStylerSheet } from '@cms-mf/shared-contracts/rules';
import type { Cms } from '../cms/load-cms';
import { styleElement } from '../html/style-element';
import { formIdsIn } from './page-globals';

/**
 * The form styler's sheets (shared-contracts `formStylerSheets`) for every styled CF7 form the page
 * holds, as `<style>` elements for the head: the add-on enqueues a form's CSS on the server, so the
 * form is painted with its look, not restyled (and moved) when the forms remote arrives. Only for a
 * site with the pro licence, as the styler itself; each sheet once, however many forms share it.
 */
export function formStylerStyles(html: string, cms: Cms, isPro: boolean): string {
  if (!isPro) return '';
  const sheets = new Map<string, FormStylerSheet>();
  for (const id of formIdsIn(html)) {
    const form = cms.forms.get(id);
    if (!form || form.plugin !== 'cf7' || !form.style) continue;
    for (const sheet of formStylerSheets(form.style, form.id)) sheets.set(sheet.id, sheet);
  }
  return [...sheets.values()].map(({ id, css }) => styleElement(id, css)).join('\n');
}
