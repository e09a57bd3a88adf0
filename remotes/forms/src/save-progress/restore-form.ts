import { PROGRESS_RESTORED_EVENT } from '../common/progress-restored';
import { awaitModule } from './await-module';
import { valuesByName, type SavedState } from './saved-state';

const STEP_FORM = '.eacf7-multisetp-form';
const STEP = '.eacf7-multistep';

/** Which step of a multistep form is shown (0 when it is not one). */
export function currentStep(form: HTMLFormElement): number {
  const steps = [...form.querySelectorAll<HTMLElement>(STEP)];
  const index = steps.findIndex((step) => !step.hidden && step.classList.contains('active'));
  return Math.max(0, index);
}

/**
 * Writes saved progress into a form, as values only (never as HTML): first
 * each repeater gets the items the saved count names (through its own add
 * button, so items are renumbered as the module does), then every field its
 * values, with `input` and `change` so the modules follow; then uploaders
 * rebuild their rows and a multistep form walks forward to the saved step
 * (each step checked on the way, as a visitor's Next would).
 */
export async function restoreForm(form: HTMLFormElement, state: SavedState, signal: AbortSignal): Promise<void> {
  const values = valuesByName(state);
  for (const repeater of form.querySelectorAll<HTMLElement>('.eacf7-repeater')) {
    const count = repeater.querySelector<HTMLInputElement>('.eacf7-repeater-count');
    const wanted = Number(values.get(count?.name ?? '')?.[0] ?? '1');
    const items = () => repeater.querySelectorAll('.eacf7-repeater-item').length;
    if (!Number.isInteger(wanted) || wanted <= items()) continue;
    if (!(await awaitModule(repeater, 'forms/repeater', signal))) continue;
    const add = repeater.querySelector<HTMLElement>('.eacf7-repeater-item-add');
    for (let guard = 0; add && items() < wanted && guard < 50; guard++) add.click();
  }
  if (signal.aborted) return;
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
    const saved = values.get(control.name);
    if (!saved || control.name.startsWith('_') || control.type === 'file' || control.type === 'submit' || control.type === 'button') continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) control.checked = saved.includes(control.value);
    else if (control instanceof HTMLSelectElement && control.multiple) for (const option of control.options) option.selected = saved.includes(option.value);
    else control.value = saved[0] ?? '';
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  form.dispatchEvent(new CustomEvent(PROGRESS_RESTORED_EVENT, { bubbles: true }));
  const target = state.step ?? 0;
  const stepForm = form.querySelector(STEP_FORM);
  if (!stepForm || target <= 0 || !(await awaitModule(stepForm, 'forms/multistep', signal))) return;
  // A welcome screen comes before step 1: the visitor had pressed Start, so the walk does too.
  const start = form.querySelector<HTMLElement>('.eacf7-welcome-screen.active button');
  if (start && !hasActiveStep(form)) {
    start.click();
    if (!(await changed(() => hasActiveStep(form), signal))) return;
  }
  // One Next at a time: each waits for the server's check of the step before the next.
  for (let guard = 0; guard < 20 && currentStep(form) < target && !signal.aborted; guard++) {
    const before = currentStep(form);
    const next = form.querySelectorAll<HTMLElement>(STEP)[before]?.querySelector<HTMLElement>('.eacf7-next');
    if (!next) return;
    next.click();
    if (!(await changed(() => currentStep(form) !== before, signal))) return;
  }
}

function hasActiveStep(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLElement>(STEP)].some((step) => !step.hidden && step.classList.contains('active'));
}

/** Waits (up to 8 s) until `test` holds, polling each frame; false when it never did. */
function changed(test: () => boolean, signal: AbortSignal): Promise<boolean> {
  const until = Date.now() + 8000;
  return new Promise((resolve) => {
    const tick = () => {
      if (test()) return resolve(true);
      if (signal.aborted || Date.now() > until) return resolve(false);
      setTimeout(tick, 50);
    };
    tick();
  });
}
