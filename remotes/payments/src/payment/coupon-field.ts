import { isAbortError, type AjaxClient, type EventBus } from '@cms-mf/shared-contracts';
import type { CouponEvent } from './coupon-machine';
import { createCouponControl } from './coupon-control';
import { toAmountString } from '@cms-mf/shared-contracts/rules';
import { PAYMENT_TEXTS, reasonOf } from './payment-messages';
import { couponAtom, couponEventAtom, couponNoteAtom, liveTotalsAtom, type PaymentStore } from './payment-store';

export interface CouponFieldOptions {
  readonly form: HTMLFormElement;
  readonly formId: number;
  /** The form's coupon field name (`coupon_field`). */
  readonly field: string;
  readonly unitTag: string;
  readonly store: PaymentStore;
  readonly client: () => Promise<AjaxClient>;
  readonly events: EventBus;
  /** Recomputes the live total: the coupon changed. */
  onChange(): void;
  readonly signal: AbortSignal;
}

/**
 * The coupon on the form's own coupon input: the state machine
 * (coupon-machine.ts) in the store, the input's button and tip
 * (coupon-control.ts), and `coupon_check` for each code worth checking.
 * A form reset (after a send) ends any coupon state. Nothing without the input.
 */
export function mountCouponField(options: CouponFieldOptions): void {
  const { form, formId, field, store, signal } = options;
  const input = form.querySelector<HTMLInputElement>(`input[name="${field}"]`);
  if (!input) return;
  const control = createCouponControl(input, {
    tipId: `${options.unitTag}-ve-${field}`,
    onAdd: (code) => apply({ type: 'add', code }),
    onRemove: () => {
      apply({ type: 'remove' });
      store.set(couponNoteAtom, PAYMENT_TEXTS.couponRemoved);
      control.restore();
      options.events.emit('cmsmf:coupon-changed', { formId, code: null, discount: 0, type: null });
    },
    onEdit: () => apply({ type: 'edit' }),
    signal,
  });

  function apply(event: CouponEvent): void {
    if (event.type !== 'remove') store.set(couponNoteAtom, '');
    const effect = store.set(couponEventAtom, event);
    control.show(store.get(couponAtom));
    options.onChange();
    if (effect) void check(effect.code);
  }

  async function check(code: string): Promise<void> {
    const totals = store.get(liveTotalsAtom);
    const total = totals?.ok ? Number(toAmountString(totals.beforeDiscount, totals.digits)) : 0;
    try {
      const answer = await (await options.client()).call('coupon_check', { formId, coupon: code, total }, { signal });
      apply({ type: 'checked', code, coupon: { code, type: answer.type, amount: answer.discount }, message: answer.message });
      options.events.emit('cmsmf:coupon-changed', { formId, code, discount: answer.discount, type: answer.type });
    } catch (error) {
      if (isAbortError(error) || signal.aborted) return;
      apply({ type: 'refused', code, message: reasonOf(error) });
    }
  }

  form.addEventListener('reset', () => apply({ type: 'reset' }), { signal });
  control.show(store.get(couponAtom));
}
