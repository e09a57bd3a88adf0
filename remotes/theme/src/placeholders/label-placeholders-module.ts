import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { placeholderText } from './placeholder-text';

const FIELDS = 'input[type="text"], input[type="email"], input[type="url"], input[type="tel"], input:not([type]), textarea';

/**
 * `./label-placeholders`: the theme's contact forms and the comments form
 * show each field's label as its placeholder. The label stays in the page
 * (it names the field for assistive technology); fields that already have a
 * placeholder are left alone.
 */
export const labelPlaceholdersModule: FeatureModule = {
  mount(el: Element): Unmount {
    const restorer = createDomRestorer();
    for (const field of el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)) {
      if (field.hasAttribute('placeholder') || !field.id) continue;
      const label = [...el.querySelectorAll('label')].find((l) => l.htmlFor === field.id);
      if (!label) continue;
      const required = field.required || field.getAttribute('aria-required') === 'true' || label.querySelector('.required') !== null;
      const text = placeholderText(label.textContent ?? '', required);
      if (text !== '') restorer.attr(field, 'placeholder', text);
    }
    return () => restorer.restore();
  },
};
