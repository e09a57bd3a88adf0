import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { whenMailSent } from './when-mail-sent';

/** After `wpcf7mailsent` of this form, follows its `eacf7RedirectionData_{id}` target (redirect-target.ts). */
export function mountRedirection(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const settings = readPerFormGlobal(ctx.globals, 'Redirection', formId);
  if (!settings || !isFlagOn(settings.redirection)) return;
  whenMailSent(form, formId, ctx, signal, 'the redirection', () => import(/* webpackChunkName: "form-behaviours" */ './follow-redirection').then(({ followRedirection }) => followRedirection(form, settings, ctx)));
}
