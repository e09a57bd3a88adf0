import type { FormValues } from './form-values';
import type { AppliedCoupon, Totals } from './totals';

/** What the visitor sent, frozen at `mail_sent`: the form resets right after. */
export interface OrderDraft {
  readonly formId: number;
  readonly totals: Totals;
  /** The sent values, the coupon field holding the applied code or nothing. */
  readonly fields: FormValues;
  readonly coupon: AppliedCoupon | null;
}

/** A line under the payment button: what just happened. */
export interface Notice {
  readonly tone: 'info' | 'error';
  readonly text: string;
}

/**
 * The payment area's states (forms-addon.md §4): nothing before the form is
 * sent; then the provider's SDK loads and its button appears; a click runs the
 * provider's flow, which ends approved (recorded on the server), cancelled
 * (the button stays for another try) or in a provider error (alert, the area
 * fades out, "Try again"). A capture the server could not record yet keeps
 * its data for a Retry, so a paid order is never lost.
 */
export type PaymentPhase =
  | { readonly phase: 'waiting' }
  /** The coupon covers the whole order: there is nothing to pay, so no provider is involved. */
  | { readonly phase: 'free'; readonly order: OrderDraft }
  | { readonly phase: 'loading'; readonly order: OrderDraft }
  | { readonly phase: 'unavailable'; readonly order: OrderDraft; readonly message: string }
  | { readonly phase: 'ready'; readonly order: OrderDraft; readonly notice: Notice | null }
  | { readonly phase: 'paying'; readonly order: OrderDraft }
  | { readonly phase: 'recording'; readonly order: OrderDraft }
  | { readonly phase: 'unrecorded'; readonly order: OrderDraft; readonly message: string }
  | { readonly phase: 'approved'; readonly order: OrderDraft; readonly transactionId: string }
  | { readonly phase: 'failed'; readonly order: OrderDraft };

export type PaymentEvent =
  | { readonly type: 'sent'; readonly order: OrderDraft }
  | { readonly type: 'sdk-loaded' }
  | { readonly type: 'sdk-failed'; readonly message: string }
  | { readonly type: 'retry-sdk' }
  | { readonly type: 'started' }
  | { readonly type: 'save-failed'; readonly message: string }
  | { readonly type: 'cancelled'; readonly notice: Notice }
  | { readonly type: 'approving' }
  | { readonly type: 'recorded'; readonly transactionId: string }
  | { readonly type: 'record-failed'; readonly message: string }
  | { readonly type: 'retry-record' }
  | { readonly type: 'provider-error' }
  | { readonly type: 'try-again' };

export const PAYMENT_WAITING: PaymentPhase = { phase: 'waiting' };

/** Whether a captured payment is being, or waits to be, recorded: nothing may replace its order then. */
const holdsCapture = (state: PaymentPhase) => state.phase === 'recording' || state.phase === 'unrecorded' || state.phase === 'approved';

/** The next state; an event that does not apply to the current state changes nothing. */
export function paymentTransition(state: PaymentPhase, event: PaymentEvent): PaymentPhase {
  if (event.type === 'sent') {
    if (holdsCapture(state)) return state;
    return event.order.totals.total > 0 ? { phase: 'loading', order: event.order } : { phase: 'free', order: event.order };
  }
  if (state.phase === 'waiting') return state;
  const { order } = state;
  switch (event.type) {
    case 'sdk-loaded':
      return state.phase === 'loading' ? { phase: 'ready', order, notice: null } : state;
    case 'sdk-failed':
      return state.phase === 'loading' ? { phase: 'unavailable', order, message: event.message } : state;
    case 'retry-sdk':
      return state.phase === 'unavailable' ? { phase: 'loading', order } : state;
    case 'started':
      return state.phase === 'ready' ? { phase: 'paying', order } : state;
    case 'save-failed':
      return state.phase === 'paying' || state.phase === 'ready' ? { phase: 'ready', order, notice: { tone: 'error', text: event.message } } : state;
    case 'cancelled':
      return state.phase === 'paying' || state.phase === 'ready' ? { phase: 'ready', order, notice: event.notice } : state;
    case 'approving':
      return state.phase === 'paying' || state.phase === 'ready' ? { phase: 'recording', order } : state;
    case 'recorded':
      return state.phase === 'recording' ? { phase: 'approved', order, transactionId: event.transactionId } : state;
    case 'record-failed':
      return state.phase === 'recording' ? { phase: 'unrecorded', order, message: event.message } : state;
    case 'retry-record':
      return state.phase === 'unrecorded' ? { phase: 'recording', order } : state;
    case 'provider-error':
      // From `recording` too: the capture itself can fail before anything is recorded.
      return state.phase === 'paying' || state.phase === 'ready' || state.phase === 'recording' ? { phase: 'failed', order } : state;
    case 'try-again':
      return state.phase === 'failed' ? { phase: 'ready', order, notice: null } : state;
  }
}
