import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';

/**
 * Runs a behaviour after this form's `wpcf7mailsent` (not in the visual
 * builder). The behaviour's code is loaded at once but in a chunk of its own,
 * so `./form` carries only this gate on forms that do not use it; the
 * listener is attached now, so a send never goes unseen while it loads.
 * Redirection, WhatsApp, pre-populate and the checkout redirect share one
 * chunk (`form-behaviours`): each is small, and every chunk costs the remote
 * entry a line of its chunk map on every page.
 */
export function whenMailSent(
  form: HTMLFormElement,
  formId: number,
  ctx: ModuleContext,
  signal: AbortSignal,
  what: string,
  load: () => Promise<(detail: Cf7SubmitDetail) => void>,
): void {
  const handler = load();
  handler.catch((error: unknown) => ctx.log.warn(`${what} could not be loaded`, error));
  form.addEventListener('wpcf7mailsent', (event) => {
    const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
    if (ctx.builder.active || !detail || Number(detail.contactFormId) !== formId) return;
    void handler.then((run) => {
      if (!signal.aborted) run(detail);
    }, () => undefined);
  }, { signal });
}
