import type { ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { clearFieldErrors, focusFirstInvalid, showFieldError } from '../common/field-errors';
import { isAbortError } from '@cms-mf/shared-contracts';
import { failureMessage } from '../common/failure-message';
import { readFormIdentity } from '../common/form-identity';
import { anyUploadBusy } from '../common/upload-busy';
import { goTo, initialPosition, isLastStep, next, prev, resumePosition, start, type StepPosition } from './step-core';
import { validateStep, type StepValidationAction } from './step-validation';
import { clearStepError, focusStep, renderPosition, showStepError, stepInUse, type StepParts } from './step-view';

/** How a kind of step form is marked up and validated. */
export interface StepFormSetup {
  readonly action: StepValidationAction;
  readonly stepSelector: string;
  /** Controls that validate and move on (inside steps or in a shared control bar). */
  readonly nextSelector: string;
  readonly prevSelector: string;
  /** Enter in a field of the current step validates and moves on instead of sending the form. */
  readonly enterAdvances: boolean;
  /** Next on the last step sends the form once the step is valid (a conversational form's last question has no submit of its own). */
  readonly submitFromLastStep: boolean;
}

/** Shown when Next is pressed while a file of the step is still uploading (its value is not there yet). */
export const STEP_UPLOADS_BUSY = 'Please wait until the files of this step have finished uploading.';

/** Text shown when the server says a step is invalid without naming a field. */
export const STEP_INVALID_FALLBACK = 'Please check the fields of this step.';

function findParts(container: HTMLElement, setup: StepFormSetup): StepParts {
  return {
    steps: [...container.querySelectorAll<HTMLElement>(setup.stepSelector)],
    welcome: container.querySelector<HTMLElement>('.eacf7-welcome-screen'),
    progress: container.querySelector<HTMLElement>('.eacf7-progressbar'),
    progressFill: container.querySelector<HTMLElement>('.eacf7-progress-completed'),
    tabs: [...container.querySelectorAll<HTMLElement>('.eacf7-multistep-step-row .step')],
  };
}

/**
 * A form shown one step at a time (forms-addon.md §2, §4, §5): next asks the
 * server to validate the current step and moves only if it is valid, showing
 * each reason under its field otherwise; previous goes back without asking;
 * the progress bar is the step position over the total. A failed check says
 * so in the step and keeps everything typed; next again is the retry.
 */
export function mountStepForm(container: HTMLElement, ctx: ModuleContext, signal: AbortSignal, setup: StepFormSetup): Unmount | undefined {
  const form = container.closest('form');
  const parts = findParts(container, setup);
  if (!form || parts.steps.length === 0) return undefined;
  const { contactFormId, unitTag } = readFormIdentity(form);
  // Mounted late (a slow network), the form keeps the visitor's place rather than going back to the start.
  let position: StepPosition = resumePosition(parts.steps.length, parts.welcome !== null, stepInUse(parts.steps));
  let checking = false;

  const move = (to: StepPosition, focus = true) => {
    const from = position;
    position = to;
    renderPosition(parts, position);
    if (from.phase === 'step') clearStepError(parts.steps[from.index] as HTMLElement);
    const step = position.phase === 'step' ? parts.steps[position.index] : undefined;
    const moved = from.phase !== position.phase || (from.phase === 'step' && position.phase === 'step' && from.index !== position.index);
    if (focus && step && moved) focusStep(step);
  };

  /** Validates the current step; resolves whether it may be left forward. */
  const checkCurrent = async (trigger: HTMLElement | null): Promise<boolean> => {
    if (position.phase !== 'step' || checking) return false;
    const step = parts.steps[position.index] as HTMLElement;
    if (ctx.builder.active) return true;
    if (anyUploadBusy(step)) {
      showStepError(step, STEP_UPLOADS_BUSY);
      return false;
    }
    checking = true;
    clearStepError(step);
    clearFieldErrors(step);
    step.setAttribute('aria-busy', 'true');
    trigger?.setAttribute('aria-disabled', 'true');
    try {
      const answer = await validateStep(ctx, setup.action, form, contactFormId, step, signal);
      if (answer.is_valid) return true;
      const fields = Object.entries(answer.invalid_fields);
      for (const [field, { id, reason }] of fields) {
        showFieldError(form, { field, message: reason, errorId: `${unitTag}-ve-${field}`, controlId: id });
      }
      if (fields.length === 0 || !focusFirstInvalid(step)) showStepError(step, STEP_INVALID_FALLBACK);
      return false;
    } catch (error) {
      if (!isAbortError(error)) {
        ctx.log.warn(`${setup.action} failed`, error);
        showStepError(step, failureMessage(error, 'validate'));
      }
      return false;
    } finally {
      step.removeAttribute('aria-busy');
      trigger?.removeAttribute('aria-disabled');
      checking = false;
    }
  };

  const forward = async (trigger: HTMLElement | null) => {
    if (position.phase !== 'step') return;
    const last = isLastStep(position);
    if (last && !setup.submitFromLastStep) return;
    if (!(await checkCurrent(trigger))) return;
    if (last) form.requestSubmit();
    else move(next(position));
  };

  /** A step link: back freely; forward one valid step at a time, stopping at the first invalid one. */
  const jump = async (target: number) => {
    if (position.phase !== 'step') return;
    if (target <= position.index) return move(goTo(position, target));
    while (position.phase === 'step' && position.index < target) {
      if (!(await checkCurrent(null))) return;
      move(next(position));
    }
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const control = target.closest<HTMLElement>(`${setup.nextSelector}, ${setup.prevSelector}, .eacf7-welcome-screen button, .eacf7-multistep-step-row .step a`);
    if (!control || !container.contains(control)) return;
    event.preventDefault();
    if (control.getAttribute('aria-disabled') === 'true') return;
    if (control.matches('.eacf7-welcome-screen button')) return move(start(position));
    if (control.matches(setup.prevSelector)) return move(prev(position));
    if (control.matches('.eacf7-multistep-step-row .step a')) {
      const tab = control.closest('.step') as HTMLElement;
      void jump(parts.tabs.indexOf(tab));
      return;
    }
    void forward(control);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!setup.enterAdvances || event.key !== 'Enter' || event.isComposing || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    const field = event.target as HTMLElement;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    if (field instanceof HTMLInputElement && ['submit', 'button', 'reset', 'image', 'file'].includes(field.type)) return;
    if (position.phase !== 'step' || !parts.steps[position.index]?.contains(field)) return;
    // Enter never submits from an earlier step: it moves on once the step is valid. On the
    // last step it sends the form: natively, or after a last check (conversational).
    if (isLastStep(position) && !setup.submitFromLastStep) return;
    event.preventDefault();
    void forward(null);
  };

  // A submit refused by the server may name a field of another step: show that step.
  const onInvalid = () => {
    const invalid = container.querySelector('.wpcf7-not-valid, .wpcf7-not-valid-tip');
    const index = parts.steps.findIndex((step) => invalid && step.contains(invalid));
    if (index >= 0 && (position.phase !== 'step' || position.index !== index)) {
      move(goTo(position.phase === 'welcome' ? start(position) : position, index), false);
      focusFirstInvalid(parts.steps[index] as HTMLElement);
    }
  };
  const onMailSent = (event: Event) => {
    const id = Number((event as CustomEvent<{ contactFormId?: unknown }>).detail?.contactFormId);
    if (id !== contactFormId) return;
    const hasThankYou = container.querySelector('.eacf7-thank-you-screen') !== null;
    // With a thank-you screen the sent form waits for it; without one it starts again, empty.
    move(hasThankYou ? { phase: 'done', total: parts.steps.length } : initialPosition(parts.steps.length, parts.welcome !== null), false);
  };

  // Start, Next and Previous do nothing without this module: a page that works without scripts
  // prints them hidden (every step shows and Send posts the whole form), and they appear now.
  const controls = container.querySelectorAll<HTMLElement>(`${setup.nextSelector}, ${setup.prevSelector}, .eacf7-welcome-screen button, .eacf7-conversational-prev-next-control`);
  const shownByUs = [...controls].filter((control) => control.hidden && !control.matches('[type=submit]'));
  for (const control of shownByUs) control.hidden = false;
  parts.steps.forEach((step) => step.setAttribute('role', step.getAttribute('role') ?? 'group'));
  for (const link of container.querySelectorAll<HTMLElement>('.eacf7-conversational-prev-next-control .prev, .eacf7-conversational-prev-next-control .next')) {
    if (!link.hasAttribute('aria-label')) link.setAttribute('aria-label', link.classList.contains('prev') ? 'Previous question' : 'Next question');
  }
  renderPosition(parts, position);
  container.addEventListener('click', onClick, { signal });
  container.addEventListener('keydown', onKeyDown, { signal });
  form.addEventListener('wpcf7invalid', onInvalid, { signal });
  form.addEventListener('wpcf7mailsent', onMailSent, { signal });

  return () => {
    parts.steps.forEach((step) => {
      step.hidden = false;
      step.classList.remove('active');
    });
    if (parts.welcome) parts.welcome.hidden = false;
    for (const control of shownByUs) control.hidden = true;
  };
}
