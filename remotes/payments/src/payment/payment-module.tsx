import { defineModule, type Unmount } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { createRoot } from 'react-dom/client';
import { appliedCoupon } from './coupon-machine';
import { mountCouponField } from './coupon-field';
import { formValuesOf } from './form-values';
import { createOrderFlow, type OrderCalls } from './order-flow';
import { orderDraftOf } from './order-draft';
import { PAYMENT_TEXTS } from './payment-messages';
import { couponAtom, createPaymentStore, lastAppliedAtom, liveTotalsAtom, paymentAtom, paymentEventAtom, unpricedAtom } from './payment-store';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { PAYMENT_CSS } from './payment-styles';
import type { PaymentEvent } from './payment-phase';
import { PaymentView } from './payment-view';
import { readPriceList } from './price-list';
import { createProviderHost } from './provider-host';
import { loadProviderSdk } from './sdk-loader';
import { sdkSourceOf } from './sdk-source';
import { computeTotals } from './totals';

const noop: Unmount = () => undefined;

/**
 * `./payment`, mounted on `.eacf7-payment` inside a form's `.wpcf7` wrapper
 * when the form's `Integrations` global enables PayPal: the live total, the
 * coupon on the form's coupon field, and after `cmsmf:form-mail-sent` the
 * provider's button, whose SDK is downloaded only then.
 */
export const paymentModule = defineModule((el, ctx, signal) => {
  const wrapper = el.closest('.wpcf7');
  const form = wrapper?.querySelector<HTMLFormElement>('form.wpcf7-form');
  const formId = Number(wrapper?.getAttribute('data-wpcf7-id'));
  if (!form || !Number.isInteger(formId) || formId <= 0) return noop;
  const settings = readPerFormGlobal(ctx.globals, 'Integrations', formId);
  if (!isFlagOn(settings?.enablePayPal)) return noop;
  const list = readPriceList(el.getAttribute('data-payment'), settings);
  if (!list) {
    ctx.log.warn(`form ${formId} enables payments but gives no prices (data-payment or payPalTotal)`);
    return noop;
  }
  const doc = el.ownerDocument;
  const locale = el.closest<HTMLElement>('[lang]')?.lang || doc.documentElement.lang || undefined;
  const unitTag = wrapper?.id || `wpcf7-f${formId}`;
  // Listeners, bus subscriptions and calls take the mount's signal.
  const store = createPaymentStore();
  const releaseStyles = adoptStyleSheet(doc, 'payment', PAYMENT_CSS);

  const recompute = () =>
    store.set(liveTotalsAtom, computeTotals(list, formValuesOf(new FormData(form).entries()), appliedCoupon(store.get(couponAtom))));
  form.addEventListener('input', recompute, { signal });
  form.addEventListener('change', recompute, { signal });

  // The reset event comes before the values are reset: recompute after it.
  form.addEventListener('reset', () => setTimeout(() => !signal.aborted && recompute(), 0), { signal });
  if (list.couponField) {
    mountCouponField({ form, formId, field: list.couponField, unitTag, store, client: ctx.client, events: ctx.events, onChange: recompute, signal });
  }

  // The payment area, one labelled region: our text (React) and the provider's host (the SDK's).
  const headingId = `${unitTag}-payment-heading`;
  const region = doc.createElement('section');
  region.className = 'eacf7-payment__area';
  region.setAttribute('aria-labelledby', headingId);
  const viewRoot = doc.createElement('div');
  const host = doc.createElement('div');
  host.className = 'eacf7-payment__provider';
  host.hidden = true;
  region.append(viewRoot, host);
  // What the server printed in the container (its total, for pages without scripts) gives way to the live view.
  const serverParts = [...el.children].filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden);
  for (const part of serverParts) part.hidden = true;
  el.append(region);
  const dispatch = (event: PaymentEvent) => store.set(paymentEventAtom, event);
  const calls: OrderCalls = {
    save: async (request, callSignal) => (await ctx.client()).call('eacf7_save_payment', request, { signal: callSignal }),
    update: async (request, callSignal) => (await ctx.client()).call('eacf7_update_payment', request, { signal: callSignal }),
  };
  const flow = createOrderFlow({ calls, dispatch, events: ctx.events, log: ctx.log, signal });
  const provider = createProviderHost(host, flow.buttons, (error) => {
    ctx.log.warn('the payment buttons could not be shown', error);
    dispatch({ type: 'provider-error' });
  });
  const unsubscribePhase = store.sub(paymentAtom, () => provider.show(store.get(paymentAtom)));

  const loadSdk = () => {
    const phase = store.get(paymentAtom);
    if (phase.phase === 'waiting') return;
    loadProviderSdk(sdkSourceOf(ctx.globals, phase.order.totals.currency), doc).then(
      (sdk) => {
        if (signal.aborted) return;
        provider.setSdk(sdk);
        dispatch({ type: 'sdk-loaded' });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        ctx.log.warn('the payment SDK could not be loaded', error);
        dispatch({ type: 'sdk-failed', message: PAYMENT_TEXTS.unavailable });
      },
    );
  };

  const unsubscribeSent = ctx.events.on('cmsmf:form-mail-sent', (detail) => {
    if (detail.formId !== formId || ctx.builder.active) return;
    const order = orderDraftOf(formId, list, detail.inputs, store.get(lastAppliedAtom));
    store.set(unpricedAtom, 'unpriced' in order ? order.message : null);
    if ('unpriced' in order) return;
    const before = store.get(paymentAtom);
    dispatch({ type: 'sent', order });
    const after = store.get(paymentAtom);
    if (after === before || after.phase !== 'loading') return;
    flow.start(order);
    loadSdk();
  });

  const root = createRoot(viewRoot);
  root.render(
    <PaymentView
      store={store}
      locale={locale}
      headingId={headingId}
      onRetrySdk={() => {
        dispatch({ type: 'retry-sdk' });
        loadSdk();
      }}
      onRetryRecord={() => flow.retryRecord()}
      onTryAgain={() => dispatch({ type: 'try-again' })}
    />,
  );
  recompute();

  return () => {
    unsubscribeSent();
    unsubscribePhase();
    provider.destroy();
    root.unmount();
    region.remove();
    for (const part of serverParts) part.hidden = false;
    releaseStyles();
  };
});
