import type { UpdateOrderReviewRequest } from '@cms-mf/shared-contracts/actions';

/**
 * The checkout's rules (theme-frontend.md §3, §7, §8, §9), without a DOM.
 */

/** Checkout scroll duration (§9). */
export const CHECKOUT_SCROLL_MS = 1000;
/** Extra space above the form on wide screens, besides the fixed header (§8). */
export const CHECKOUT_SCROLL_OFFSET_PX = 100;
/** The fixed-nav offset applies above this viewport width (§9). */
export const WIDE_SCREEN_MIN_PX = 981;
/** jQuery's default `slideDown`/`slideUp`, which the platform uses for the shipping address. */
export const SHIPPING_SLIDE_MS = 400;
/** The sample message shown in the visual builder (§5). */
export const BUILDER_SAMPLE_MESSAGE = 'Billing First name is a required field.';

/** Fields whose change raises `update_checkout` (§7: shipping method, country, postcode; and which address ships). */
const UPDATE_TRIGGERS = new Set(['shipping_method[0]', 'billing_country', 'shipping_country', 'billing_postcode', 'shipping_postcode', 'ship_to_different_address']);
export const raisesUpdateCheckout = (fieldName: string): boolean => UPDATE_TRIGGERS.has(fieldName) || /^shipping_method\[\d+\]$/.test(fieldName);

/**
 * Where the checkout scroll ends: the form's top in document coordinates,
 * less the fixed header's height and 100 px on wide screens; never above 0.
 */
export function checkoutScrollTop(input: { formTop: number; viewportWidth: number; fixedHeaderHeight: number }): number {
  const offset = input.viewportWidth >= WIDE_SCREEN_MIN_PX ? input.fixedHeaderHeight + CHECKOUT_SCROLL_OFFSET_PX : 0;
  return Math.max(0, Math.round(input.formTop - offset));
}

/** The scroll position at `elapsed` ms of a `duration` scroll (jQuery's `swing` easing). */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const progress = Math.max(0, elapsed / duration);
  const swing = 0.5 - Math.cos(progress * Math.PI) / 2;
  return from + (to - from) * swing;
}

/** Of the page's notice groups, the ones to hide: every group beyond the first (§8). */
export const duplicateNoticeGroups = <T>(groups: readonly T[]): T[] => groups.slice(1);

/** One control's state, as mirroring reads it. */
export interface ControlState {
  readonly name: string;
  readonly value: string;
  readonly type: string;
  readonly checked: boolean;
  readonly disabled: boolean;
}

/**
 * What a module's controls contribute to the sent form: each named,
 * enabled control's value, radios and checkboxes only when checked — the
 * same entries the browser would post if the controls were inside the form.
 */
export function mirrorEntries(controls: readonly ControlState[]): Array<[string, string]> {
  return controls
    .filter((control) => control.name !== '' && !control.disabled && ((control.type !== 'radio' && control.type !== 'checkbox') || control.checked))
    .map((control) => [control.name, control.value]);
}

/** The payload of the checkout post: the form's entries, the last value of a name winning (mirrors are prepended). */
export function checkoutPayload(entries: Iterable<[string, string]>): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [name, value] of entries) payload[name] = value;
  return payload;
}

/** What `update_checkout` posts: the destination's fields and the chosen method. */
export function updatePayload(values: Readonly<Record<string, string>>): UpdateOrderReviewRequest {
  const payload: { -readonly [K in keyof UpdateOrderReviewRequest]: UpdateOrderReviewRequest[K] } = { billing_country: values.billing_country ?? '', billing_postcode: values.billing_postcode ?? '' };
  for (const name of ['ship_to_different_address', 'shipping_country', 'shipping_postcode'] as const) if (values[name] !== undefined) payload[name] = values[name];
  if (values['shipping_method[0]'] !== undefined) payload.shipping_method = values['shipping_method[0]'];
  return payload;
}
