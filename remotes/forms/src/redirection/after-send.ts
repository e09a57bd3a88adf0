import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { followCheckout } from '../booking/follow-checkout';
import { isProActive } from '../common/pro-flag';
import { autoLogin } from '../registration/auto-login';
import { openWhatsApp } from '../whatsapp/open-whatsapp';
import { followRedirection } from './follow-redirection';

/**
 * What a form does after a successful send, from its per-form globals
 * (forms-addon.md §3): redirection, the WhatsApp redirect, the auto-login of
 * a registration form, the `wcCheckout` redirect. One chunk for all four
 * (see when-mail-sent.ts).
 */
export function afterSendBehaviours(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): (detail: Cf7SubmitDetail) => void {
  const runs: ((detail: Cf7SubmitDetail) => void)[] = [];
  const redirection = readPerFormGlobal(ctx.globals, 'Redirection', formId);
  if (redirection && isFlagOn(redirection.redirection)) runs.push(followRedirection(form, redirection, ctx));
  // WhatsApp, registration and checkout are pro features (MARKUP-FACTS §3.0); redirection is free.
  if (isProActive(ctx.globals)) {
    const integrations = readPerFormGlobal(ctx.globals, 'Integrations', formId);
    if (integrations && isFlagOn(integrations.enableWhatsApp)) runs.push(openWhatsApp(form, integrations, ctx));
    const registration = readPerFormGlobal(ctx.globals, 'UserRegistration', formId);
    if (registration) runs.push(autoLogin(form, registration, ctx, signal));
    if (isFlagOn(readPerFormGlobal(ctx.globals, 'Checkout', formId)?.wcCheckout)) runs.push(followCheckout(form, ctx, signal));
  }
  return (detail) => runs.forEach((run) => run(detail));
}
