import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { decodeBase64Json } from '@cms-mf/shared-contracts/settings';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { isProActive } from '../common/pro-flag';
import { presetCss } from './preset-css';
import type { StyleConfig } from './style-config';
import { stylerCss } from './styler-css';

/**
 * `./style`, mounted on each `div.eacf7-form-styler` (MARKUP-FACTS §3.1):
 * the preset's look, then the form's own overrides from `data-styler` as a
 * style sheet whose every rule is scoped to this form's wrapper. Like the
 * add-on, it runs only when `eacf7.isPro`.
 */
export const styleModule: FeatureModule = {
  mount(el: Element, ctx: ModuleContext): Unmount {
    if (!isProActive(ctx.globals)) return () => undefined;
    const doc = el.ownerDocument;
    const releases = [adoptStyleSheet(doc, 'form-styler-presets', presetCss())];
    const formId = Number(el.getAttribute('data-form_id'));
    const config = decodeBase64Json(el.getAttribute('data-styler'));
    const css = typeof config === 'object' && config !== null && !Array.isArray(config) ? stylerCss(config as StyleConfig, formId) : '';
    if (css) releases.push(adoptStyleSheet(doc, `form-styler-${formId}`, css));
    else if (el.hasAttribute('data-styler')) ctx.log.debug('form styler: no overrides to apply');
    return () => releases.forEach((release) => release());
  },
};
