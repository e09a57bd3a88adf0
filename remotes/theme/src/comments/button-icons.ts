import { createDomRestorer } from '../dom/dom-restorer';

/** The comment form's buttons that carry the module's icon (MARKUP-FACTS "Comments": `.comment-reply-link`, `.submit`). */
const BUTTONS = '.comment-reply-link, .submit';
/** The module's icon attributes, per device, copied to each button as they are. */
const ICON_ATTRIBUTES = ['data-icon', 'data-icon-tablet', 'data-icon-phone'] as const;

/**
 * Comment buttons' icons: a comments module with a custom button icon
 * (`data-icon`, `-tablet`, `-phone`) gives it to its reply links and submit
 * button, which become `et_pb_button et_pb_custom_button_icon` (the builder's
 * stylesheet draws the icon from their `data-icon`). Undone on abort.
 */
export function applyButtonIcons(module: Element, signal: AbortSignal): void {
  const icons = ICON_ATTRIBUTES.filter((name) => module.getAttribute(name));
  if (icons.length === 0) return;
  const restorer = createDomRestorer();
  signal.addEventListener('abort', () => restorer.restore(), { once: true });
  for (const button of module.querySelectorAll(BUTTONS)) {
    restorer.toggleClass(button, 'et_pb_button', true);
    restorer.toggleClass(button, 'et_pb_custom_button_icon', true);
    for (const name of icons) restorer.attr(button, name, module.getAttribute(name));
  }
}
