import type { CouponState } from './coupon-machine';
import { PAYMENT_TEXTS } from './payment-messages';

export interface CouponControlOptions {
  /** `{unitTag}-ve-{field}`, the id CF7 gives a field's tip. */
  readonly tipId: string;
  onAdd(code: string): void;
  onRemove(): void;
  onEdit(): void;
  readonly signal: AbortSignal;
}

export interface CouponControl {
  /** Shows a coupon state on the input, its button and its tip. */
  show(state: CouponState): void;
  /** After Remove: the input emptied and focused. */
  restore(): void;
}

const TIP_CLASS = 'wpcf7-not-valid-tip';
const INVALID_CLASS = 'wpcf7-not-valid';

/**
 * Enhances the form's coupon input in place: an Add/Remove button after it
 * (after its label, so the label keeps naming the input alone), Enter in the
 * input adds instead of sending the form, and a refusal shows as CF7's
 * invalid tip, which is also the input's description. Everything it adds
 * goes when the mount's signal aborts.
 */
export function createCouponControl(input: HTMLInputElement, options: CouponControlOptions): CouponControl {
  const doc = input.ownerDocument;
  const wrap = input.closest('.wpcf7-form-control-wrap') ?? input.parentElement!;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'eacf7-coupon-button';
  (input.closest('label') ?? input).after(button);
  let state: CouponState = { status: 'idle' };
  let tip: HTMLElement | null = null;
  const describedBy = input.getAttribute('aria-describedby');
  const invalid = input.getAttribute('aria-invalid');

  const clearTip = () => {
    tip?.remove();
    tip = null;
    input.classList.remove(INVALID_CLASS);
    if (invalid === null) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', invalid);
    if (describedBy === null) input.removeAttribute('aria-describedby');
    else input.setAttribute('aria-describedby', describedBy);
  };
  const showTip = (message: string) => {
    clearTip();
    tip = doc.createElement('span');
    tip.className = TIP_CLASS;
    tip.id = options.tipId;
    tip.textContent = message;
    wrap.appendChild(tip);
    input.classList.add(INVALID_CLASS);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', [describedBy, tip.id].filter(Boolean).join(' '));
  };

  const { signal } = options;
  button.addEventListener('click', () => (state.status === 'applied' ? options.onRemove() : options.onAdd(input.value)), { signal });
  input.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || input.readOnly) return;
      event.preventDefault();
      options.onAdd(input.value);
    },
    { signal },
  );
  input.addEventListener('input', () => options.onEdit(), { signal });
  signal.addEventListener('abort', () => {
    clearTip();
    button.remove();
    input.readOnly = false;
  });

  return {
    show(next) {
      state = next;
      const applied = next.status === 'applied';
      input.readOnly = applied;
      button.textContent = applied ? PAYMENT_TEXTS.couponRemove : PAYMENT_TEXTS.couponAdd;
      button.setAttribute('aria-label', applied ? PAYMENT_TEXTS.couponRemoveLabel : PAYMENT_TEXTS.couponAddLabel);
      if (next.status === 'checking') button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
      if (next.status === 'rejected') showTip(next.message);
      else clearTip();
    },
    restore() {
      // Remove restores the input: empty, editable, and where the visitor types next.
      input.value = '';
      input.focus();
    },
  };
}
