import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { isProActive } from '../common/pro-flag';
import { whenMailSent } from './when-mail-sent';

/**
 * The after-send behaviours (after-send.ts) of forms whose globals ask for
 * one: redirection, WhatsApp, registration auto-login, `wcCheckout`. Other
 * forms pay only for this check. All but redirection are pro features.
 */
export function mountAfterSend(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const on = (kind: 'Redirection' | 'Integrations' | 'UserRegistration' | 'Checkout', key: string) =>
    isFlagOn((readPerFormGlobal(ctx.globals, kind, formId) as Record<string, unknown> | undefined)?.[key]);
  const pro = isProActive(ctx.globals);
  if (!on('Redirection', 'redirection') && !(pro && (on('Integrations', 'enableWhatsApp') || on('UserRegistration', 'autoLogin') || on('Checkout', 'wcCheckout')))) return;
  whenMailSent(form, formId, ctx, signal, () => import(/* webpackChunkName: "form-behaviours" */ './after-send').then(({ afterSendBehaviours }) => afterSendBehaviours(form, formId, ctx, signal)));
}
