import type { Cf7SubmitDetail, FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { toFormMailSent } from '@cms-mf/shared-contracts/events/cf7-bridge';
import { readFormIdentity } from '../common/form-identity';
import { feedbackUrl } from './feedback-url';
import { isManagedByCf7 } from './form-events';
import { createStandaloneSubmit } from './standalone-submit';
import { createSubmitGuard } from './submit-guard';
import { createThankYouScreen } from './thank-you';

/**
 * `./form`, mounted on each `.wpcf7` wrapper: the submission lifecycle.
 *
 * With CF7's script on the page, CF7 sends the form and this module follows
 * its events; without it, this module sends the form itself (REST feedback
 * endpoint) and fires the same events. Either way a `wpcf7mailsent` becomes
 * `cmsmf:form-mail-sent` on the bus and starts the thank-you screen, and the
 * submit stays disabled while an upload is in flight.
 */
export const formModule: FeatureModule = {
  mount(el: Element, ctx: ModuleContext): Unmount {
    const form = el instanceof HTMLFormElement ? el : el.querySelector<HTMLFormElement>('form.wpcf7-form');
    if (!form) return () => undefined;
    const { contactFormId } = readFormIdentity(form);
    const guard = createSubmitGuard(form, contactFormId, ctx.events);
    const thankYou = createThankYouScreen(el, ctx.globals, contactFormId);
    const url = new URL(feedbackUrl(ctx.globals.wpcf7, contactFormId), form.ownerDocument.baseURI).href;
    const standalone = createStandaloneSubmit(form, { url, client: ctx.client, log: ctx.log });

    // Capture on the wrapper runs before any listener on the form, CF7's included,
    // so a blocked submit never reaches CF7 either.
    const onSubmit = (event: Event) => {
      if (event.target !== form) return;
      if (ctx.builder.active || guard.busy() || standalone.pending) {
        event.preventDefault();
        event.stopPropagation();
        if (host === form) event.stopImmediatePropagation();
        return;
      }
      if (isManagedByCf7(form)) return;
      event.preventDefault();
      void standalone.submit();
    };
    const onMailSent = (event: Event) => {
      const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
      if (!detail || Number(detail.contactFormId) !== contactFormId) return;
      ctx.events.emit('cmsmf:form-mail-sent', toFormMailSent(detail));
      thankYou.schedule();
    };
    // CF7 marks a wrapper it runs as `js`; themes style `.no-js` forms as script-less.
    const wrapper = form.closest('.wpcf7');
    const switchedClass = wrapper?.classList.replace('no-js', 'js') ?? false;
    const host = form === el ? form : el;
    host.addEventListener('submit', onSubmit, true);
    form.addEventListener('wpcf7mailsent', onMailSent);

    let mounted = true;
    return () => {
      if (!mounted) return;
      mounted = false;
      host.removeEventListener('submit', onSubmit, true);
      form.removeEventListener('wpcf7mailsent', onMailSent);
      standalone.destroy();
      guard.destroy();
      thankYou.destroy();
      if (switchedClass) wrapper?.classList.replace('js', 'no-js');
    };
  },
};
