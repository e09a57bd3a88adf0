import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { formStylerSheets } from '@cms-mf/shared-contracts/rules';
import { decodeBase64Json } from '@cms-mf/shared-contracts/settings';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { isProActive } from '../common/pro-flag';

/**
 * `./style`, mounted on each `div.eacf7-form-styler` (MARKUP-FACTS §3.1):
 * the preset's look, then the form's own overrides from `data-styler` as a
 * style sheet whose every rule is scoped to this form's wrapper. Like the
 * add-on, it runs only when `eacf7.isPro`. A sheet the server already printed
 * in the head is kept as it is (`adoptStyleSheet`): the form had its look
 * before this module arrived, and nothing moves when it mounts.
 */
export const styleModule: FeatureModule = {
  mount(el: Element, ctx: ModuleContext): Unmount {
    if (!isProActive(ctx.globals)) return () => undefined;
    const doc = el.ownerDocument;
    const sheets = formStylerSheets(decodeBase64Json(el.getAttribute('data-styler')), Number(el.getAttribute('data-form_id')));
    if (sheets.length === 1 && el.hasAttribute('data-styler')) ctx.log.debug('form styler: no overrides to apply');
    const releases = sheets.map(({ id, css }) => adoptStyleSheet(doc, id, css));
    return () => releases.forEach((release) => release());
  },
};
