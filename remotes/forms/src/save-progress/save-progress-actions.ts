import type { ModuleContext } from '@cms-mf/shared-contracts';
import { isAbortError, isActionFailedError } from '@cms-mf/shared-contracts';
import { SAVE_PROGRESS_QUERY_PARAM } from '@cms-mf/shared-contracts/constants';
import { readFormIdentity } from '../common/form-identity';
import { COPY_BY_HAND_MESSAGE, copyLink } from './copy-link';
import { currentStep, restoreForm } from './restore-form';
import { COPIED_MESSAGE, RESTORE_FAILED_MESSAGE, parseSavedState, serializeProgress, stateParam } from './saved-state';

export const SAVE_FAILED_MESSAGE = 'Your progress could not be saved. Your entries are kept; please try again.';
export const RESTORED_MESSAGE = 'Your saved progress has been restored.';

/** What the save area does once it is used: save, copy the link, restore a saved form. */
export interface SaveProgressActions {
  save(): Promise<void>;
  copyLink(): Promise<void>;
  restore(): Promise<void>;
}

/**
 * The work of `./save-progress` (forms-addon.md §2, §7, §8; MARKUP-FACTS §3.2),
 * a chunk fetched on the first use of the save area or when the address asks
 * for a restore: the save control stores the form (`eacf7_save_progress`) and
 * shows the link with a copy control; a page opened with `?eacf7_state=`
 * restores that form (`eacf7_get_save_progress`). A link that is malformed,
 * unknown or expired leaves the form empty and says so.
 */
export function createSaveProgressActions(wrap: HTMLElement, form: HTMLFormElement, ctx: ModuleContext, signal: AbortSignal): SaveProgressActions {
  const { contactFormId } = readFormIdentity(form);
  const doc = wrap.ownerDocument;
  const win = doc.defaultView!;
  const button = wrap.querySelector<HTMLButtonElement>('.eacf7-save-progress');
  const message = wrap.querySelector<HTMLElement>('.eacf7-save-message');
  const stateBox = wrap.querySelector<HTMLElement>('.eacf7-save-state');
  const link = stateBox?.querySelector<HTMLInputElement>('input');
  const hashInput = wrap.querySelector<HTMLInputElement>('input[name="hash"]');
  const sourceInput = wrap.querySelector<HTMLInputElement>('input[name="source_url"]');
  const say = (text: string, alert = false) => {
    if (!message) return;
    message.setAttribute('role', alert ? 'alert' : 'status');
    message.textContent = text;
  };

  const save = async () => {
    if (!button || button.classList.contains('loading') || ctx.builder.active) return;
    button.classList.add('loading');
    button.setAttribute('aria-busy', 'true');
    try {
      const client = await ctx.client();
      const answer = await client.call('eacf7_save_progress', {
        formId: contactFormId,
        souce_url: win.location.href,
        data: serializeProgress(new FormData(form), currentStep(form)),
        hash: hashInput?.value ?? '',
      }, { signal });
      if (hashInput) hashInput.value = answer.hash;
      if (sourceInput) sourceInput.value = win.location.href;
      if (link) link.value = new URL(answer.saved_url, win.location.href).href;
      if (stateBox) stateBox.hidden = false;
      say(answer.message);
    } catch (error) {
      if (isAbortError(error)) return;
      ctx.log.warn('progress could not be saved', error);
      say(isActionFailedError(error) && error.serverMessage ? error.serverMessage : SAVE_FAILED_MESSAGE, true);
    } finally {
      button.classList.remove('loading');
      button.removeAttribute('aria-busy');
    }
  };
  const copy = async () => {
    if (!link?.value) return;
    // The success message only when a copy happened; otherwise the link is selected and the visitor asked to copy it.
    if (await copyLink(link)) say(COPIED_MESSAGE);
    else say(COPY_BY_HAND_MESSAGE, true);
  };
  const restore = async () => {
    let state: string | undefined;
    try {
      state = stateParam(win.location.search, SAVE_PROGRESS_QUERY_PARAM);
    } catch (error) {
      ctx.log.warn('saved progress link', error);
      say(RESTORE_FAILED_MESSAGE, true);
      return;
    }
    if (state === undefined) return;
    try {
      const client = await ctx.client();
      const answer = await client.call('eacf7_get_save_progress', { state }, { signal });
      // The link names one form; other forms of the page stay as they are.
      if (answer.form_id !== contactFormId) return;
      await restoreForm(form, parseSavedState(answer.response), signal);
      if (hashInput) hashInput.value = answer.hash;
      say(RESTORED_MESSAGE);
    } catch (error) {
      if (isAbortError(error)) return;
      ctx.log.warn('saved progress could not be restored', error);
      say(RESTORE_FAILED_MESSAGE, true);
    }
  };

  return { save, copyLink: copy, restore };
}
