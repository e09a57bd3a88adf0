import { defineModule, type ModuleContext } from '@cms-mf/shared-contracts';
import { isAbortError } from '@cms-mf/shared-contracts/client';
import { createShopEvents, jQueryOf, type ShopEvents } from '../shop-events';
import { BUILDER_SAMPLE_MESSAGE, raisesUpdateCheckout, updatePayload } from './checkout-rules';
import { checkoutValues } from './checkout-values';
import { scrollToCheckout } from './checkout-scroll';
import { createFieldMirror, paymentForm } from './mirror-fields';
import { clearNotices, settleNoticeGroups, showNotices } from './notices';
import { renderOrderReviewTable, totalAnnouncement } from './order-review-view';
import { createShippingSlide } from './shipping-slide';
import { switchStateField } from './state-switch';

/** Said when the server cannot be reached; the platform's words for a failed checkout request. */
const NETWORK_FAILURE = 'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.';

/** The platform's own checkout script is on the page: it posts the checkout and refreshes the review itself. */
const platformScriptPresent = (win: Window): boolean => jQueryOf(win) !== undefined && 'wc_checkout_params' in win;

interface Mount {
  readonly el: Element;
  readonly ctx: ModuleContext;
  readonly doc: Document;
  readonly win: Window;
  readonly signal: AbortSignal;
  readonly events: ShopEvents;
  /** True when our script, not the platform's, posts to the server. */
  readonly ours: boolean;
}

/** First `form.checkout` of the page: where notices go and the scroll ends. */
const firstCheckoutForm = (doc: Document): HTMLFormElement | null => doc.querySelector<HTMLFormElement>('form.checkout');

/** Mirrors a module's fields into the payment form and raises `update_checkout` on the fields that decide shipping. */
function wireFields(m: Mount, group: string): void {
  const form = paymentForm(m.doc);
  if (form && !m.el.contains(form)) {
    const mirror = createFieldMirror(m.el, form, group);
    for (const type of ['input', 'change'] as const) m.el.addEventListener(type, () => mirror.sync(), { signal: m.signal });
    m.events.on('updated_checkout', () => mirror.sync(), m.signal);
    m.signal.addEventListener('abort', () => mirror.remove(), { once: true });
  }
  m.el.addEventListener('change', (event) => {
    const target = event.target as Partial<HTMLInputElement> | null;
    const name = target?.name;
    // Where the platform's own scripts run, its `country-select` switches the state field.
    if (m.ours && (name === 'billing_country' || name === 'shipping_country')) switchStateField(m.el, name === 'billing_country' ? 'billing' : 'shipping', target?.value ?? '');
    if (name && raisesUpdateCheckout(name)) m.events.trigger('update_checkout');
  }, { signal: m.signal });
}

/** A checkbox that slides the block it controls open and closed (`ship_to_different_address`, `createaccount`). */
function wireSlideToggle(m: Mount, box: HTMLInputElement | null, block: HTMLElement | null): void {
  if (!box || !block) return;
  const slide = createShippingSlide(block, m.win);
  slide.set(box.checked, false);
  box.setAttribute('aria-expanded', String(box.checked));
  box.addEventListener('change', () => {
    box.setAttribute('aria-expanded', String(box.checked));
    slide.set(box.checked, true);
  }, { signal: m.signal });
  m.signal.addEventListener('abort', () => slide.destroy(), { once: true });
}

function mountBilling(m: Mount): void {
  wireFields(m, 'billing');
  wireSlideToggle(m, m.el.querySelector<HTMLInputElement>('input#createaccount'), m.el.querySelector<HTMLElement>('div.create-account'));
  if (!m.ctx.builder.active) return;
  // The builder shows what an error looks like (§5), on a form that never posts.
  const form = m.el.querySelector('form.checkout') ?? m.el;
  const group = showNotices(form, [{ id: 'billing_first_name', message: BUILDER_SAMPLE_MESSAGE }]);
  m.signal.addEventListener('abort', () => group.remove(), { once: true });
}

function mountShipping(m: Mount): void {
  wireFields(m, 'shipping');
  wireSlideToggle(m, m.el.querySelector<HTMLInputElement>('#ship-to-different-address input'), m.el.querySelector<HTMLElement>('div.shipping_address'));
}

function mountOrderDetails(m: Mount): void {
  wireFields(m, 'order');
  const review = m.el.querySelector<HTMLElement>('#order_review, .woocommerce-checkout-review-order');
  if (!review || !m.ours) return;
  const status = m.doc.createElement('p');
  status.className = 'cmsmf-visually-hidden';
  status.setAttribute('role', 'status');
  m.el.append(status);
  m.signal.addEventListener('abort', () => status.remove(), { once: true });
  let pending: AbortController | undefined;
  m.events.on('update_checkout', () => {
    pending?.abort();
    pending = new AbortController();
    const signal = AbortSignal.any([m.signal, pending.signal]);
    review.classList.add('processing');
    review.setAttribute('aria-busy', 'true');
    void m.ctx.client()
      .then((client) => client.call('woocommerce_update_order_review', updatePayload(checkoutValues(m.doc)), { signal }))
      .then((answer) => {
        if (signal.aborted) return;
        if (answer.result === 'success') {
          review.replaceChildren(renderOrderReviewTable(m.doc, answer.review));
          status.textContent = totalAnnouncement(answer.review);
        } else {
          clearNotices(m.doc);
          const form = firstCheckoutForm(m.doc);
          if (form) showNotices(form, answer.messages);
        }
        m.events.trigger('updated_checkout', answer.result === 'success' ? { result: 'success', review: answer.review } : { result: 'failure', messages: answer.messages });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error) && !signal.aborted) m.ctx.log.error('the order review could not be updated', error);
      })
      .finally(() => {
        if (signal.aborted && !m.signal.aborted) return;
        review.classList.remove('processing');
        review.removeAttribute('aria-busy');
      });
  }, m.signal);
}

/** `et_pb_checked` on the chosen payment method (MARKUP-FACTS.md). */
function markPaymentMethod(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.wc_payment_method').forEach((item) => {
    item.classList.toggle('et_pb_checked', item.querySelector<HTMLInputElement>('input[name="payment_method"]')?.checked === true);
  });
}

function mountPaymentInfo(m: Mount): void {
  markPaymentMethod(m.el);
  m.el.addEventListener('change', () => markPaymentMethod(m.el), { signal: m.signal });
  const settle = () => {
    settleNoticeGroups(m.doc);
    const form = firstCheckoutForm(m.doc);
    if (form) scrollToCheckout(form, m.signal);
  };
  m.events.on('checkout_error', settle, m.signal);
  m.events.on('updated_checkout', (args) => {
    markPaymentMethod(m.el);
    if ((args[0] as { result?: unknown } | undefined)?.result === 'failure') settle();
  }, m.signal);
  m.events.on('init_checkout', () => markPaymentMethod(m.el), m.signal);
  const form = m.el.querySelector<HTMLFormElement>('form.checkout');
  if (!form || !m.ours) return;
  let placing = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // In the builder no real post is made (§6); a second press waits for the first.
    if (m.ctx.builder.active || placing) return;
    placing = true;
    form.classList.add('processing');
    form.setAttribute('aria-busy', 'true');
    const fail = (messages: readonly { id: string; message: string }[]) => {
      clearNotices(m.doc);
      const target = firstCheckoutForm(m.doc) ?? form;
      showNotices(target, messages);
      m.events.trigger('checkout_error', messages.map((notice) => notice.message).join('\n'));
    };
    void m.ctx.client()
      .then((client) => client.call('woocommerce_checkout', checkoutValues(m.doc), { signal: m.signal }))
      .then((answer) => {
        if (answer.result === 'success') {
          m.win.location.assign(answer.redirect);
          return;
        }
        fail(answer.messages);
        if (answer.refresh) m.events.trigger('update_checkout');
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || m.signal.aborted) return;
        m.ctx.log.error('the checkout could not be sent', error);
        fail([{ id: '', message: NETWORK_FAILURE }]);
      })
      .finally(() => {
        placing = false;
        form.classList.remove('processing');
        form.removeAttribute('aria-busy');
      });
  }, { signal: m.signal });
  m.events.trigger('init_checkout');
}

const PARTS: ReadonlyArray<[string, (m: Mount) => void]> = [
  ['et_pb_wc_checkout_billing', mountBilling],
  ['et_pb_wc_checkout_shipping', mountShipping],
  ['et_pb_wc_checkout_order_details', mountOrderDetails],
  ['et_pb_wc_checkout_payment_info', mountPaymentInfo],
];

/**
 * `./checkout`, mounted on each of the page builder's checkout modules:
 * billing slides its account fields with `createaccount`; billing and shipping mirror their fields into the payment form and raise
 * `update_checkout`; shipping slides its address block; order details
 * refreshes the review from the server; payment info sends the checkout and
 * handles `checkout_error`. Where the platform's own checkout script is on
 * the page, it posts and raises the events, and we only handle them.
 */
export const checkoutModule = defineModule((el, ctx, signal) => {
  const doc = el.ownerDocument;
  const win = doc.defaultView;
  const part = PARTS.find(([cls]) => el.classList.contains(cls));
  if (!win || !part) return;
  const m: Mount = { el, ctx, doc, win, signal, events: createShopEvents(doc.body, jQueryOf(win)), ours: !platformScriptPresent(win) };
  part[1](m);
});
