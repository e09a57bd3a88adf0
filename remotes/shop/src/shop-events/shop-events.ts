/**
 * The shop platform's body events (MARKUP-FACTS.md §1.3; theme-frontend.md §7):
 * the platform raises them with jQuery's `trigger` on `document.body`, which
 * only jQuery handlers see. So where jQuery is on the page we listen and
 * trigger through it (its handlers also receive native events); otherwise the
 * page has no platform script, and we raise and hear them as CustomEvents whose
 * `detail` is the list of extra arguments.
 */
export const SHOP_EVENTS = ['update_checkout', 'updated_checkout', 'checkout_error', 'init_checkout', 'updated_wc_div', 'wc_cart_emptied'] as const;
export type ShopEventName = (typeof SHOP_EVENTS)[number];

/** The part of jQuery the adapter uses. */
export interface JQueryLike {
  (element: Element): {
    on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    trigger(name: string, args?: unknown[]): unknown;
  };
}

export interface ShopEvents {
  /** Calls `handler` with the event's extra arguments until `signal` aborts. */
  on(name: ShopEventName, handler: (args: readonly unknown[]) => void, signal: AbortSignal): void;
  trigger(name: ShopEventName, ...args: unknown[]): void;
}

export function jQueryOf(win: Window): JQueryLike | undefined {
  const candidate = (win as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : undefined;
}

const nativeArgs = (event: unknown): readonly unknown[] => {
  const detail = (event as { detail?: unknown } | undefined)?.detail;
  return Array.isArray(detail) ? detail : detail === undefined || detail === null ? [] : [detail];
};

export function createShopEvents(body: HTMLElement, jQuery: JQueryLike | undefined): ShopEvents {
  return {
    on(name, handler, signal) {
      if (signal.aborted) return;
      if (jQuery) {
        const listener = (event: unknown, ...args: unknown[]) => {
          const original = (event as { originalEvent?: unknown }).originalEvent;
          handler(args.length > 0 || !original ? args : nativeArgs(original));
        };
        jQuery(body).on(name, listener);
        signal.addEventListener('abort', () => jQuery(body).off(name, listener), { once: true });
        return;
      }
      body.addEventListener(name, (event) => handler(nativeArgs(event)), { signal });
    },
    trigger(name, ...args) {
      if (jQuery) jQuery(body).trigger(name, args);
      else body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: args }));
    },
  };
}
