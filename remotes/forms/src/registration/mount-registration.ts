import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { whenMailSent } from '../redirection/when-mail-sent';

/** User registration with auto-login (auto-login.ts), for forms whose `eacf7UserRegistrationData_{id}` asks for it. */
export function mountRegistration(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const settings = readPerFormGlobal(ctx.globals, 'UserRegistration', formId);
  if (!settings || !isFlagOn(settings.userRegistration) || !isFlagOn(settings.autoLogin)) return;
  whenMailSent(form, formId, ctx, signal, 'the auto-login', () => import('./auto-login').then(({ autoLogin }) => autoLogin(form, settings, ctx, signal)));
}
