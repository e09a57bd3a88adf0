import { progressWidth, stepNumber, type StepPosition } from './step-core';

/** The server markup of a step form, found once at mount. */
export interface StepParts {
  readonly steps: readonly HTMLElement[];
  readonly welcome: HTMLElement | null;
  /** `.eacf7-progressbar`. */
  readonly progress: HTMLElement | null;
  /** `.eacf7-progress-completed`, whose width is the progress. */
  readonly progressFill: HTMLElement | null;
  /** The step row's items (`.eacf7-multistep-step-row .step`), one per step. */
  readonly tabs: readonly HTMLElement[];
}

/**
 * Shows a position on the markup: only the current step (others `hidden`,
 * the current one `active`), the welcome screen only at the start, the step
 * row's `step-active` item, and the progress bar's width and value. Once the
 * form is sent no step shows: the sent form has been emptied, and the
 * response says it was sent until the thank-you screen takes its place.
 * A DOM controller: the steps, step row and progress bar are server markup, shown and hidden in place.
 */
export function renderPosition(parts: StepParts, position: StepPosition): void {
  const current = position.phase === 'step' ? position.index : -1;
  parts.steps.forEach((step, index) => {
    step.hidden = index !== current;
    step.classList.toggle('active', index === current);
  });
  if (parts.welcome) {
    parts.welcome.hidden = position.phase !== 'welcome';
    parts.welcome.classList.toggle('active', position.phase === 'welcome');
  }
  parts.tabs.forEach((tab, index) => {
    tab.classList.toggle('step-active', index === current);
    tab.classList.toggle('step-completed', index < current || position.phase === 'done');
    const link = tab.querySelector('a') ?? tab;
    if (index === current) link.setAttribute('aria-current', 'step');
    else link.removeAttribute('aria-current');
  });
  if (parts.progressFill) parts.progressFill.style.width = `${progressWidth(position)}%`;
  if (parts.progress) {
    parts.progress.setAttribute('role', 'progressbar');
    if (!parts.progress.hasAttribute('aria-label')) parts.progress.setAttribute('aria-label', 'Form progress');
    parts.progress.setAttribute('aria-valuemin', '0');
    parts.progress.setAttribute('aria-valuemax', String(position.total));
    parts.progress.setAttribute('aria-valuenow', String(stepNumber(position)));
    parts.progress.setAttribute('aria-valuetext', position.phase === 'welcome' ? 'Not started' : `Step ${stepNumber(position)} of ${position.total}`);
  }
}

/**
 * Shows why a step could not be checked, as an alert at the end of the step.
 * DOM, not a component: like the rest of this file it works on the server's step markup, and one
 * paragraph of text would bring preact (~13 KB gz) to a step form that needs it for nothing else.
 */
export function showStepError(step: HTMLElement, message: string): void {
  clearStepError(step);
  const alert = step.ownerDocument.createElement('p');
  alert.className = 'eacf7-step-error';
  alert.setAttribute('role', 'alert');
  alert.textContent = message;
  step.appendChild(alert);
}

export function clearStepError(step: ParentNode): void {
  step.querySelectorAll('.eacf7-step-error').forEach((el) => el.remove());
}

const FIELD_FOCUS = 'input:not([type=hidden]):not(.upload-file-list):not(.eacf7-uploader-input), select, textarea, .eacf7-uploader-browse';

/** Focus to the first field of a step that was just shown, so keyboard and screen-reader users land in it. */
export function focusStep(step: HTMLElement): void {
  const target = [...step.querySelectorAll<HTMLElement>(FIELD_FOCUS)].find((el) => !(el as HTMLInputElement).disabled && !el.closest('[hidden]'));
  if (target) {
    target.focus();
    return;
  }
  if (!step.hasAttribute('tabindex')) step.setAttribute('tabindex', '-1');
  step.focus();
}

const changed = (field: Element): boolean =>
  field instanceof HTMLInputElement
    ? field.type === 'checkbox' || field.type === 'radio'
      ? field.checked !== field.defaultChecked
      : field.type !== 'hidden' && field.value !== field.defaultValue
    : field instanceof HTMLTextAreaElement
      ? field.value !== field.defaultValue
      : field instanceof HTMLSelectElement && selectChanged(field);

/** A select with no `selected` option starts on its first one (single) or on none (multiple). */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (options.some((option) => option.defaultSelected) || select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  return select.selectedIndex > 0;
}

/** The step the visitor is using before the script arrived: the one holding focus, else the last with a changed field; -1 for none. */
export function stepInUse(steps: readonly HTMLElement[]): number {
  const focused = steps.findIndex((step) => step.contains(step.ownerDocument.activeElement));
  if (focused >= 0) return focused;
  return steps.findLastIndex((step) => [...step.querySelectorAll('input, textarea, select')].some(changed));
}
