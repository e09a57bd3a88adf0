import { showAwaited } from '@cms-mf/shared-contracts/registry/awaits-module';
import { proModule } from '../common/pro-flag';
import type { PreviewDialog } from './preview-dialog';

/**
 * `./preview` on `.eacf7-preview-submission-btn` (forms-addon.md §2; MARKUP-FACTS
 * §3.2): shows the button; its dialog (preview-dialog.ts, with the shared
 * modal) is a chunk fetched when the visitor points at or focuses the button,
 * and opened on the press. A press while it loads opens it once it is there.
 */
export const previewModule = proModule((el, ctx, signal) => {
  const button = el as HTMLButtonElement;
  const form = button.closest('form');
  if (!form) return;
  const restore = showAwaited(button);
  button.setAttribute('aria-haspopup', 'dialog');

  let dialog: Promise<PreviewDialog> | undefined;
  /** Loaded once; a failed download is forgotten, so the next press tries again. */
  const load = () =>
    (dialog ??= import(/* webpackChunkName: "preview-dialog" */ './preview-dialog').then(
      ({ createPreviewDialog }) => createPreviewDialog(button, form, ctx, signal),
      (error: unknown) => {
        dialog = undefined;
        throw error;
      },
    ));
  const prefetch = () => void load().catch(() => undefined);
  button.addEventListener('pointerenter', prefetch, { signal, once: true });
  button.addEventListener('focus', prefetch, { signal, once: true });
  // Presses while the dialog loads open it once.
  let pending = false;
  button.addEventListener('click', (event) => {
    event.preventDefault();
    if (pending) return;
    pending = true;
    load()
      .then(
        (opened) => {
          if (!signal.aborted) opened.show();
        },
        (error: unknown) => ctx.log.warn('the preview could not be loaded', error),
      )
      .finally(() => {
        pending = false;
      });
  }, { signal });

  return restore;
});
