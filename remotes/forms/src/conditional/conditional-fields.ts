import type { ConditionalRule } from '@cms-mf/shared-contracts/settings';
import { CONDITIONAL_HIDDEN_FIELDS_INPUT } from '@cms-mf/shared-contracts/settings';
import { settleConditionalRules } from '@cms-mf/shared-contracts/rules';
import type { Logger } from '@cms-mf/shared-contracts';
import { controlValues, namedControls } from './control-values';

/** The add-on's hidden state class (MARKUP-FACTS §3.0). */
const HIDDEN_CLASS = 'eacf7-hidden';

/** The group names a `div.conditional` carries: its classes other than `conditional` and the hidden class. */
const groupNamesOf = (el: Element): string[] => [...el.classList].filter((cls) => cls !== 'conditional' && cls !== HIDDEN_CLASS);

/**
 * Runs a form's conditional rules (forms-addon.md §3, §5; MARKUP-FACTS §3.1):
 * on every `input` and `change`, and after a reset, each `div.conditional.{group}`
 * is shown or hidden. A hidden group is `hidden` and `inert` (so assistive
 * technology skips it too) and its controls are disabled, which keeps them
 * out of the browser's validation and out of the submission, CF7's script
 * included; `_eacf7_hidden_conditional_fields` lists the hidden groups.
 * Ends with `signal`, giving back every control it disabled.
 */
export function createConditionalFields(form: HTMLFormElement, rules: readonly ConditionalRule[], log: Logger, signal: AbortSignal): { evaluate(): void } {
  const groups = [...form.querySelectorAll<HTMLElement>('div.conditional')];
  const disabledByUs = new Set<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>();
  let reportedCycles = false;

  const groupOf = (field: string): string | undefined => {
    const control = namedControls(form).find((el) => el.name === field || el.name === `${field}[]`);
    const group = control?.closest('div.conditional');
    return group && form.contains(group) ? groupNamesOf(group).find((name) => rules.some((rule) => rule.field === name)) : undefined;
  };

  const hiddenInput = (): HTMLInputElement => {
    let input = form.querySelector<HTMLInputElement>(`input[name="${CONDITIONAL_HIDDEN_FIELDS_INPUT}"]`);
    if (!input) {
      // DOM, not a component: CF7's hidden list of hidden groups is posted data, not UI.
      input = form.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = CONDITIONAL_HIDDEN_FIELDS_INPUT;
      (form.querySelector('.hidden-fields-container') ?? form).append(input);
    }
    return input;
  };

  const setHidden = (el: HTMLElement, hide: boolean) => {
    el.hidden = hide;
    el.toggleAttribute('inert', hide);
    el.classList.toggle(HIDDEN_CLASS, hide);
    for (const control of el.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
      if (hide && !control.disabled) {
        control.disabled = true;
        disabledByUs.add(control);
      } else if (!hide && disabledByUs.has(control) && !control.closest('div.conditional[hidden]')) {
        control.disabled = false;
        disabledByUs.delete(control);
      }
    }
  };

  const evaluate = () => {
    const state = settleConditionalRules(rules, controlValues(form), groupOf);
    if (state.cycles.length > 0 && !reportedCycles) {
      reportedCycles = true;
      log.warn(`conditional rules of groups ${state.cycles.join(', ')} depend on each other; they keep their first state`);
    }
    const hidden = new Set(state.hidden);
    const ruled = new Set(rules.map((rule) => rule.field));
    // Show first, then hide: a control inside nested groups stays disabled while any of them is hidden.
    const targets = groups.filter((el) => groupNamesOf(el).some((name) => ruled.has(name)));
    const hides = (el: HTMLElement) => groupNamesOf(el).some((name) => hidden.has(name));
    for (const el of targets) if (!hides(el)) setHidden(el, false);
    for (const el of targets) if (hides(el)) setHidden(el, true);
    hiddenInput().value = JSON.stringify(state.hidden);
  };

  form.addEventListener('input', evaluate, { signal });
  form.addEventListener('change', evaluate, { signal });
  // `reset` fires before the values are reset: evaluate once they are.
  form.addEventListener('reset', () => void Promise.resolve().then(() => !signal.aborted && evaluate()), { signal });
  signal.addEventListener(
    'abort',
    () => {
      for (const control of disabledByUs) control.disabled = false;
      disabledByUs.clear();
    },
    { once: true },
  );
  evaluate();
  return { evaluate };
}
