import { isAbortError, type EventBus, type Logger } from '@cms-mf/shared-contracts';
import type { SavePaymentRequest, UpdatePaymentRequest } from '@cms-mf/shared-contracts/actions';
import { PAYMENT_STATUS_CANCELLED } from '@cms-mf/shared-contracts/constants';
import { approvalRequest, isCaptured } from './approval-request';
import { toAmountString } from '@cms-mf/shared-contracts/rules';
import { newOrderToken } from './order-token';
import { cancelUnrecordedMessage, PAYMENT_TEXTS, PROVIDER_ERROR_MESSAGE, recordFailedMessage, saveFailedMessage } from './payment-messages';
import type { OrderDraft, PaymentEvent } from './payment-phase';
import type { ProviderButtonsOptions, ProviderOrderActions } from './provider-sdk';

/** The two order actions, as the page's client calls them. */
export interface OrderCalls {
  save(request: SavePaymentRequest, signal: AbortSignal): Promise<unknown>;
  update(request: UpdatePaymentRequest, signal: AbortSignal): Promise<unknown>;
}

export interface OrderFlowDeps {
  readonly calls: OrderCalls;
  readonly dispatch: (event: PaymentEvent) => void;
  readonly events: EventBus;
  readonly log: Logger;
  /** The mount's signal: every call takes it. */
  readonly signal: AbortSignal;
}

export interface OrderFlow {
  /** A new sent form to pay for; an order still open for the previous one is left as it is. */
  start(order: OrderDraft): void;
  /** The callbacks the provider's buttons take. */
  readonly buttons: Omit<ProviderButtonsOptions, 'style'>;
  /** Sends the approval or cancellation the site could not record again (the server takes a repeat once). */
  retryRecord(): void;
}

/**
 * The order's lifecycle around the provider's buttons (forms-addon.md §4, §7):
 * `createOrder` creates the provider's order and saves it with
 * `eacf7_save_payment`; `onApprove` captures it and records the capture with
 * `eacf7_update_payment`; `onCancel` records `CANCELLED`.
 *
 * - One order per sent form: a second click while one is being created gets
 *   the same promise, and while an order is open (saved, neither paid nor
 *   cancelled) every click pays that order, so a double click never makes two.
 * - A save that failed (offline, refused) keeps the provider's order: the
 *   next click saves the same order again, which the server takes once.
 * - A capture is made once per order; if its answer is lost the order is
 *   read back. A record that failed keeps its request for `retryRecord`.
 * - Each provider order gets a token (order-token.ts) sent with its save and
 *   every update of it: the server takes updates only with that token.
 */
export function createOrderFlow(deps: OrderFlowDeps): OrderFlow {
  const { calls, dispatch, events, log, signal } = deps;
  let draft: OrderDraft | null = null;
  let open: { id: string; saved: boolean; order: OrderDraft } | null = null;
  let creating: Promise<string> | null = null;
  let saveFailure: unknown = null;
  let unrecorded: UpdatePaymentRequest | null = null;
  let recording = false;
  const captures = new Map<string, Promise<unknown>>();
  /** The token of each provider order this page created, by order id. */
  const tokens = new Map<string, string>();
  const tokenOf = (orderId: string): string => tokens.get(orderId) ?? '';

  async function createOrder(actions: Parameters<ProviderButtonsOptions['createOrder']>[1]): Promise<string> {
    const order = draft;
    if (!order) throw new Error('payments: no sent form to pay for');
    const { totals } = order;
    const value = toAmountString(totals.total, totals.digits);
    if (!open || open.order !== order) {
      const id = await actions.order.create({ purchase_units: [{ amount: { currency_code: totals.currency, value } }] });
      tokens.set(id, newOrderToken());
      open = { id, saved: false, order };
    }
    const current = open;
    if (!current.saved) {
      try {
        await calls.save({ orderId: current.id, formId: order.formId, total: Number(value), currency: totals.currency, fields: order.fields, orderToken: tokenOf(current.id) }, signal);
      } catch (error) {
        saveFailure = error;
        throw error;
      }
      current.saved = true;
      events.emit('cmsmf:payment-order-saved', { formId: order.formId, orderId: current.id, total: Number(value), currency: totals.currency });
    }
    return current.id;
  }

  function captureOnce(orderId: string, actions: ProviderOrderActions): Promise<unknown> {
    const known = captures.get(orderId);
    if (known) return known;
    const capture = actions.order.capture().catch(async (error: unknown) => {
      // The capture may have happened with its answer lost: the order says.
      const order = actions.order.get ? await actions.order.get().catch(() => null) : null;
      if (isCaptured(order)) return order;
      captures.delete(orderId);
      throw error;
    });
    captures.set(orderId, capture);
    return capture;
  }

  async function record(request: UpdatePaymentRequest, order: OrderDraft): Promise<void> {
    unrecorded = request;
    recording = true;
    try {
      await calls.update(request, signal);
    } catch (error) {
      if (isAbortError(error) || signal.aborted) return;
      log.warn('the payment could not be recorded', error);
      dispatch({ type: 'record-failed', message: recordFailedMessage(error) });
      return;
    } finally {
      recording = false;
    }
    unrecorded = null;
    if (open?.id === request.orderId) open = null;
    if ('transactionId' in request) {
      dispatch({ type: 'recorded', transactionId: request.transactionId });
      events.emit('cmsmf:payment-approved', { formId: order.formId, orderId: request.orderId, transactionId: request.transactionId, status: request.status });
    }
  }

  const buttons: OrderFlow['buttons'] = {
    createOrder(_data, actions) {
      if (creating) return creating;
      saveFailure = null;
      dispatch({ type: 'started' });
      creating = createOrder(actions).finally(() => {
        creating = null;
      });
      return creating;
    },
    async onApprove(data, actions) {
      const order = open?.id === data.orderID ? open.order : draft;
      if (!order) return;
      dispatch({ type: 'approving' });
      const capture = await captureOnce(data.orderID, actions);
      const request = approvalRequest(data.orderID, tokenOf(data.orderID), capture, data.paymentSource ?? 'paypal');
      if (!request) throw new Error('payments: the provider answered the capture without a transaction');
      await record(request, order);
    },
    async onCancel(data) {
      const current = open;
      const orderId = data.orderID ?? current?.id;
      if (!current?.saved || current.id !== orderId) {
        dispatch({ type: 'cancelled', notice: { tone: 'info', text: PAYMENT_TEXTS.cancelled } });
        return;
      }
      try {
        await calls.update({ orderId: current.id, orderToken: tokenOf(current.id), status: PAYMENT_STATUS_CANCELLED }, signal);
      } catch (error) {
        if (isAbortError(error) || signal.aborted) return;
        // Whether the site noted it or not, this order is done with: the next click starts a new
        // one. Not noted, it stays `created` on the site, never paid.
        open = null;
        log.warn('the cancellation could not be recorded', error);
        dispatch({ type: 'cancelled', notice: { tone: 'error', text: cancelUnrecordedMessage(error) } });
        return;
      }
      open = null;
      dispatch({ type: 'cancelled', notice: { tone: 'info', text: PAYMENT_TEXTS.cancelled } });
      events.emit('cmsmf:payment-cancelled', { formId: current.order.formId, orderId: current.id });
    },
    onError(error) {
      if (signal.aborted || isAbortError(error)) return;
      if (saveFailure !== null) {
        const failure = saveFailure;
        saveFailure = null;
        log.warn('the order could not be saved', failure);
        dispatch({ type: 'save-failed', message: saveFailedMessage(failure) });
        return;
      }
      log.warn('the payment provider reported an error', error);
      const orderId = open?.id;
      // The saved order stays `created`; another try starts a new provider order.
      open = null;
      dispatch({ type: 'provider-error' });
      if (draft) events.emit('cmsmf:payment-failed', { formId: draft.formId, message: PROVIDER_ERROR_MESSAGE, ...(orderId ? { orderId } : {}) });
    },
  };

  return {
    start(order) {
      draft = order;
    },
    buttons,
    retryRecord() {
      const request = unrecorded;
      const order = open?.order ?? draft;
      // A double click on Retry sends the record once.
      if (!request || !order || recording) return;
      dispatch({ type: 'retry-record' });
      void record(request, order);
    },
  };
}
