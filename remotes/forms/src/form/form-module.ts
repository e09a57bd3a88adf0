import { type Cf7SubmitDetail, defineModule } from '@cms-mf/shared-contracts';
import { toFormMailSent } from '@cms-mf/shared-contracts/events';
import { clearErrorsOnCorrection } from '../common/field-errors';
import { readFormIdentity } from '../common/form-identity';
import { feedbackUrl } from './feedback-url';
import { isManagedByCf7 } from './form-events';
import { createStandaloneSubmit } from './standalone-submit';
import { createSubmitGuard } from './submit-guard';
import { createThankYouScreen } from './thank-you';
import { mountConditionalFields } from '../conditional/mount-conditional';
import { mountPrefill } from '../prefill/mount-prefill';
import { mountAfterSend } from '../redirection/mount-after-send';

/**
 * `./form`, mounted on each `.wpcf7` wrapper: the submission lifecycle.
 *
 * With CF7's script on the page, CF7 sends the form and this module follows
 * its events; without it, this module sends the form itself (REST feedback
 * endpoint) and fires the same events. Either way a `wpcf7mailsent` becomes
 * `cmsmf:form-mail-sent` on the bus and starts the thank-you screen, and the
 * submit stays disabled while an upload is in flight.
 */
export const formModule = defineModule((el, ctx, signal) => {
  const form = el instanceof HTMLFormElement ? el : el.querySelector<HTMLFormElement>('form.wpcf7-form');
  if (!form) return;
  const { contactFormId } = readFormIdentity(form);
  // Every listener, the bus subscription and the send in flight take the mount's signal.
  const guard = createSubmitGuard(form, contactFormId, ctx.events, signal);
  const thankYou = createThankYouScreen(el, ctx.globals, contactFormId, signal);
  const url = new URL(feedbackUrl(ctx.globals.wpcf7, contactFormId), form.ownerDocument.baseURI).href;
  const standalone = createStandaloneSubmit(form, { url, client: ctx.client, log: ctx.log, signal });
  clearErrorsOnCorrection(form, signal);
  mountConditionalFields(form, contactFormId, ctx, signal);
  mountPrefill(form, contactFormId, ctx, signal);
  mountAfterSend(form, contactFormId, ctx, signal);

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
  host.addEventListener('submit', onSubmit, { capture: true, signal });
  form.addEventListener('wpcf7mailsent', onMailSent, { signal });

  return () => {
    if (switchedClass) wrapper?.classList.replace('js', 'no-js');
  };
});
