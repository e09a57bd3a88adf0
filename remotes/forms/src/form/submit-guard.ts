import type { EventBus } from '@cms-mf/shared-contracts';
import { anyUploadBusy } from '../common/upload-busy';

const SUBMITS = 'input[type=submit], button[type=submit], button:not([type]), .wpcf7-submit';

/**
 * Keeps a form's submit controls disabled while any of its uploaders has an
 * upload queued or in flight (forms-addon.md §4), and enabled again after.
 * Only the controls it disabled itself are re-enabled, so CF7's acceptance
 * rule (which also disables the submit) keeps its say. Ends with `signal`.
 */
export function createSubmitGuard(form: HTMLFormElement, formId: number, events: EventBus, signal: AbortSignal): { busy(): boolean } {
  const disabledByUs = new Set<HTMLButtonElement | HTMLInputElement>();
  const controls = () => [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(SUBMITS)].filter((el) => el.form === form);

  const sync = () => {
    const busy = anyUploadBusy(form);
    form.toggleAttribute('data-uploading', busy);
    if (busy) {
      for (const control of controls()) {
        if (control.disabled) continue;
        control.disabled = true;
        disabledByUs.add(control);
      }
    } else {
      for (const control of disabledByUs) control.disabled = false;
      disabledByUs.clear();
    }
  };

  sync();
  const off = events.on('cmsmf:upload-busy', (detail) => {
    if (detail.formId === formId) sync();
  });
  signal.addEventListener(
    'abort',
    () => {
      off();
      for (const control of disabledByUs) control.disabled = false;
      disabledByUs.clear();
      form.removeAttribute('data-uploading');
    },
    { once: true },
  );
  return { busy: () => anyUploadBusy(form) };
}
