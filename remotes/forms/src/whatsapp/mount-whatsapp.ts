import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { whenMailSent } from '../redirection/when-mail-sent';

/** After `wpcf7mailsent` of this form, opens WhatsApp with the submitted message when `enableWhatsApp` is on. */
export function mountWhatsApp(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const settings = readPerFormGlobal(ctx.globals, 'Integrations', formId);
  if (!settings || !isFlagOn(settings.enableWhatsApp)) return;
  whenMailSent(form, formId, ctx, signal, 'the WhatsApp redirect', () => import(/* webpackChunkName: "form-behaviours" */ './open-whatsapp').then(({ openWhatsApp }) => openWhatsApp(form, settings, ctx)));
}
