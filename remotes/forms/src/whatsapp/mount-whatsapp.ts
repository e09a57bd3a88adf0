import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { navigate } from '../redirection/navigate';
import { whatsAppTarget } from './whatsapp-target';

/** After `wpcf7mailsent` of this form, opens WhatsApp with the submitted message when `enableWhatsApp` is on. */
export function mountWhatsApp(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const settings = readPerFormGlobal(ctx.globals, 'Integrations', formId);
  if (!settings) return;
  form.addEventListener('wpcf7mailsent', (event) => {
    const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
    if (ctx.builder.active || !detail || Number(detail.contactFormId) !== formId) return;
    const target = whatsAppTarget(settings, detail.inputs ?? []);
    if (target.kind === 'refused') ctx.log.warn(`WhatsApp link ${JSON.stringify(target.url)} refused: only http(s) links are followed`);
    if (target.kind === 'go') navigate(form.ownerDocument.defaultView!, target.url, target.newTab);
  }, { signal });
}
