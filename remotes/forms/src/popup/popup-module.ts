import { proModule } from '../common/pro-flag';
import { acquirePopupHost } from './popup-host';
import { popupOptionsFromButton } from './popup-settings';

/**
 * `./popup`: a popup form (forms-addon.md §2, §3 Popup; MARKUP-FACTS §3.2).
 * Mounted on a `.eacf7-popup-form-button`, or on `body` on pages whose
 * `eacf7.settings.popupTriggers` name other elements. A click fetches the
 * form (`eacf7_fire_contact_form`), sanitises it and shows it in a modal; the
 * shell mounts the form's own modules inside, as for any markup added later.
 */
export const popupModule = proModule((el, ctx, signal) => {
  const host = acquirePopupHost(el.ownerDocument, ctx);
  if (el.matches('.eacf7-popup-form-button')) {
    const button = el as HTMLElement;
    button.addEventListener('click', (event) => {
      const options = popupOptionsFromButton(
        { id: button.getAttribute('data-id'), width: button.getAttribute('data-width'), click: button.getAttribute('data-click'), className: button.getAttribute('data-class') },
        ctx.globals.eacf7?.settings,
      );
      if (!options) return;
      event.preventDefault();
      host.open(options, button);
    }, { signal });
    button.setAttribute('aria-haspopup', 'dialog');
  }
  // A page that works without scripts prints the button hidden (it does nothing without this module).
  const shown = el.matches('.eacf7-popup-form-button') && (el as HTMLElement).hidden;
  if (shown) (el as HTMLElement).hidden = false;
  return () => {
    if (shown) (el as HTMLElement).hidden = true;
    host.release();
  };
});
