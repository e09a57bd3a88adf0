import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';

type Run = (detail: Cf7SubmitDetail) => void;

/**
 * Runs a behaviour after this form's `wpcf7mailsent` (not in the visual
 * builder). Its code is a chunk of its own, fetched when the visitor sends
 * the form (it has arrived long before the server answers), so a page where
 * nobody sends pays nothing for it; the listeners are attached now, so a send
 * never goes unseen. Redirection, WhatsApp, pre-populate and the checkout
 * redirect share one chunk (`form-behaviours`): each is small, and every
 * chunk costs the remote entry a line of its chunk map on every page.
 */
export function whenMailSent(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal, load: () => Promise<Run>): void {
  let loading: Promise<Run | undefined> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      ctx.log.warn('a form behaviour could not be loaded', error);
      return undefined;
    }));
  form.addEventListener('submit', () => void start(), { signal });
  form.addEventListener('wpcf7mailsent', (event) => {
    const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
    if (ctx.builder.active || !detail || Number(detail.contactFormId) !== formId) return;
    void start().then((run) => {
      if (run && !signal.aborted) run(detail);
    });
  }, { signal });
}
