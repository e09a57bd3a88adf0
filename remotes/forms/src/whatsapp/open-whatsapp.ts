import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import type { WhatsAppSettings } from '@cms-mf/shared-contracts/settings';
import { navigate } from '../redirection/navigate';
import { whatsAppTarget } from './whatsapp-target';

/** After a send: opens WhatsApp with the submitted message; an unsafe link is logged and ignored. */
export const openWhatsApp = (form: HTMLFormElement, settings: WhatsAppSettings, ctx: ModuleContext) => (detail: Cf7SubmitDetail): void => {
  const target = whatsAppTarget(settings, detail.inputs ?? []);
  if (target.kind === 'refused') ctx.log.warn(`WhatsApp link ${JSON.stringify(target.url)} refused: only http(s) links are followed`);
  if (target.kind === 'go') navigate(form.ownerDocument.defaultView!, target.url, target.newTab);
};
