import { proModule } from '../common/pro-flag';
import { SAVE_PROGRESS_QUERY_PARAM } from '@cms-mf/shared-contracts/constants';
import { showAwaited } from '@cms-mf/shared-contracts/registry/awaits-module';
import type { SaveProgressActions } from './save-progress-actions';

/**
 * `./save-progress` on `.eacf7-save-progress-wrap` (forms-addon.md §2, §7,
 * §8; MARKUP-FACTS §3.2): shows the save area at once; what it does
 * (save-progress-actions.ts) is a chunk fetched when the visitor points at or
 * focuses it, or at once when the address carries a saved form to restore
 * (`?eacf7_state=`). A press while it loads is carried out once it is there.
 */
export const saveProgressModule = proModule((el, ctx, signal) => {
  const wrap = el as HTMLElement;
  const form = wrap.closest('form');
  if (!form) return;
  const win = wrap.ownerDocument.defaultView!;
  const restore = showAwaited(wrap);

  let actions: Promise<SaveProgressActions> | undefined;
  /** Loaded once; a failed download is forgotten, so the next use tries again. */
  const load = () =>
    (actions ??= import(/* webpackChunkName: "save-progress-actions" */ './save-progress-actions').then(
      ({ createSaveProgressActions }) => createSaveProgressActions(wrap, form, ctx, signal),
      (error: unknown) => {
        actions = undefined;
        throw error;
      },
    ));
  const run = (action: (loaded: SaveProgressActions) => Promise<void>) =>
    load().then(
      (loaded) => (signal.aborted ? undefined : action(loaded)),
      (error: unknown) => ctx.log.warn('the save area could not be loaded', error),
    );
  const prefetch = () => void load().catch(() => undefined);
  wrap.addEventListener('pointerover', prefetch, { signal, once: true });
  wrap.addEventListener('focusin', prefetch, { signal, once: true });
  wrap.querySelector('.eacf7-save-progress')?.addEventListener('click', (event) => {
    event.preventDefault();
    void run((loaded) => loaded.save());
  }, { signal });
  wrap.querySelector('.eacf7-save-state .copy')?.addEventListener('click', (event) => {
    event.preventDefault();
    void run((loaded) => loaded.copyLink());
  }, { signal });
  // Only an address that names a saved form downloads the restore.
  if (new URLSearchParams(win.location.search).has(SAVE_PROGRESS_QUERY_PARAM)) void run((loaded) => loaded.restore());

  return restore;
});
