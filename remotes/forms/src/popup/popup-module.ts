import { awaitsModule, showAwaited } from '@cms-mf/shared-contracts/registry/awaits-module';
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
  // A page that works without scripts prints the button waiting for this module (it does nothing
  // without it): marked, so that it keeps its room from the first paint, or hidden.
  const hideAgain = el.matches('.eacf7-popup-form-button') && awaitsModule(el as HTMLElement) ? showAwaited(el as HTMLElement) : undefined;
  return () => {
    hideAgain?.();
    host.release();
  };
});
