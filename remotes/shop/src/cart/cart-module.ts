import { defineModule, type ModuleContext, parseInertHtml } from '@cms-mf/shared-contracts';
import { createShopEvents, jQueryOf, type ShopEvents } from '../shop-events';
import { CART_PART_SELECTORS, type CartRequestKind } from './cart-parts';
import { swapCartParts } from './cart-swap';

/** What the status region says after the platform's cart events. */
export const CART_ANNOUNCEMENTS = { updated_wc_div: 'Cart updated.', wc_cart_emptied: 'Your cart is now empty.' } as const;
/** Shown when a cart request gets no answer (ours). */
export const CART_REQUEST_FAILED = 'The cart could not be updated. Please check your connection and try again.';

/** The platform's own cart script is on the page: it sends the cart's requests and raises the events itself. */
const platformScriptPresent = (win: Window): boolean => jQueryOf(win) !== undefined && 'wc_cart_params' in win;

const isPlainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** An error notice in the notices module, built from text. */
function showFailure(doc: Document, message: string): void {
  const wrapper = doc.querySelector('.et_pb_wc_cart_notice .woocommerce-notices-wrapper') ?? doc.querySelector('.et_pb_wc_cart_products');
  if (!wrapper) return;
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  list.setAttribute('role', 'alert');
  list.tabIndex = -1;
  const item = doc.createElement('li');
  item.textContent = message;
  list.append(item);
  wrapper.prepend(list);
  list.focus();
}

/**
 * The cart form's requests, sent as the platform's cart script does: "Update
 * cart" posts the form and a remove link is fetched (the same requests the
 * page makes without scripts, so the server has one way of taking them), and
 * the answer's cart parts replace ours. "Update cart" stays disabled until a
 * quantity changes. A newer request cancels an older one.
 */
function enhanceCartForm(el: Element, ctx: ModuleContext, events: ShopEvents, signal: AbortSignal): void {
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  let pending: AbortController | undefined;
  const updateButton = () => el.querySelector<HTMLButtonElement>('button[name="update_cart"]');
  const disableUpdate = () => {
    const button = updateButton();
    if (button) button.disabled = true;
  };
  disableUpdate();
  signal.addEventListener('abort', () => {
    const button = updateButton();
    if (button) button.disabled = false;
  }, { once: true });
  el.addEventListener('input', (event) => {
    const button = updateButton();
    if (button && (event.target as Element | null)?.matches?.('input.qty')) button.disabled = false;
  }, { signal });

  const send = (kind: CartRequestKind, url: string, init: RequestInit) => {
    pending?.abort();
    const current = new AbortController();
    pending = current;
    const requestSignal = AbortSignal.any([signal, current.signal]);
    const focused = doc.activeElement;
    const focusedId = focused && el.contains(focused) && focused.id ? focused.id : null;
    const form = el.querySelector('form.woocommerce-cart-form');
    form?.classList.add('processing');
    form?.setAttribute('aria-busy', 'true');
    const page = win.fetch(url, { ...init, credentials: 'same-origin', headers: { Accept: 'text/html' }, signal: requestSignal }).then((response) => response.text());
    void Promise.all([page, import('./sanitise-cart-html')])
      .then(([html, { sanitiseCartPart }]) => {
        if (requestSignal.aborted) return;
        const fetched = parseInertHtml(html);
        const { empty } = swapCartParts(doc, fetched, sanitiseCartPart, { kind, focusedId });
        if (!empty) disableUpdate();
        events.trigger(empty ? 'wc_cart_emptied' : 'updated_wc_div');
      })
      .catch((error: unknown) => {
        if (requestSignal.aborted) return;
        ctx.log.error('the cart could not be updated', error);
        showFailure(doc, CART_REQUEST_FAILED);
      })
      .finally(() => {
        if (pending === current) pending = undefined;
        form?.classList.remove('processing');
        form?.removeAttribute('aria-busy');
      });
  };

  el.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('form.woocommerce-cart-form')) return;
    event.preventDefault();
    if (ctx.builder.active) return;
    const entries = [...new FormData(form).entries()].map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : '']);
    // Enter in a quantity submits without the button; the server needs its name either way.
    if (!entries.some(([name]) => name === 'update_cart')) entries.push(['update_cart', 'Update cart']);
    send('update', form.action, { method: 'POST', body: new URLSearchParams(entries) });
  }, { signal });
  el.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a.remove');
    if (!link || !el.contains(link) || event.defaultPrevented || !isPlainClick(event as MouseEvent)) return;
    event.preventDefault();
    if (ctx.builder.active) return;
    send('remove', link.href, { method: 'GET' });
  }, { signal });
}

/**
 * `./cart`, mounted on the cart modules (`.et_pb_wc_cart_products`,
 * `.et_pb_wc_cart_totals`, `.et_pb_wc_cart_notice`). On the products module,
 * where the platform's cart script is absent, "Update cart" and the remove
 * links update the cart in place (then `updated_wc_div`, or `wc_cart_emptied`
 * when the last line went). After either event, from us or from the
 * platform, the first cart module's status region tells assistive technology
 * what happened, and each module is marked empty (`et_pb_wc_cart_empty`) so
 * an empty totals box can be hidden by CSS.
 */
export const cartModule = defineModule((el, ctx, signal) => {
  const doc = el.ownerDocument;
  const win = doc.defaultView;
  if (!win) return;
  const events = createShopEvents(doc.body, jQueryOf(win));
  // One status region for the page's cart, not one per module.
  const announces = doc.querySelector(CART_PART_SELECTORS.join(', ')) === el;
  const status = doc.createElement('p');
  status.className = 'cmsmf-visually-hidden';
  status.setAttribute('role', 'status');
  if (announces) el.append(status);
  const cartEmpty = () => doc.querySelector('.et_pb_wc_cart_products .cart-empty') !== null || el.querySelector('.cart-empty') !== null;
  const markEmpty = () => el.classList.toggle('et_pb_wc_cart_empty', cartEmpty());
  markEmpty();
  for (const name of ['updated_wc_div', 'wc_cart_emptied'] as const) {
    events.on(name, () => {
      if (announces) {
        if (!status.isConnected) el.append(status);
        status.textContent = CART_ANNOUNCEMENTS[name];
      }
      markEmpty();
    }, signal);
  }
  if (el.matches('.et_pb_wc_cart_products') && !platformScriptPresent(win)) enhanceCartForm(el, ctx, events, signal);
  return () => {
    status.remove();
    el.classList.remove('et_pb_wc_cart_empty');
  };
});
