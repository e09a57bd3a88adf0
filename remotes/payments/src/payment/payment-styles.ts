import { FADED_CLASS } from './provider-host';

const root = '.eacf7-payment';
/** How long the provider's buttons take to fade out after a provider error (forms-addon.md §8). */
export const FADE_MS = 600;

/**
 * The payment area's CSS, injected once per page by the first mount, so the
 * remote needs no CSS loader. Scoped under the container class; phone widths
 * (390 px) need nothing special: every row wraps.
 */
export const PAYMENT_CSS = `
${root} { margin: 1.5rem 0 0; }
${root} .eacf7-payment__area { box-sizing: border-box; max-width: 32rem; padding: 1rem; border: 1px solid #8c8f94; border-radius: 6px; }
${root} .eacf7-payment__heading { margin: 0 0 0.5rem; font-size: 1.25rem; line-height: 1.3; }
${root} .eacf7-payment__summary { display: grid; gap: 0.25rem; margin: 0 0 0.75rem; }
${root} .eacf7-payment__summary > div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; }
${root} .eacf7-payment__summary dt, ${root} .eacf7-payment__summary dd { margin: 0; }
${root} .eacf7-payment__total { padding-top: 0.25rem; border-top: 1px solid #8c8f94; font-weight: 700; }
${root} .eacf7-payment__status, ${root} .eacf7-payment__coupon-status { margin: 0.25rem 0; }
${root} .eacf7-payment__status:empty, ${root} .eacf7-payment__coupon-status:empty { margin: 0; }
${root} .eacf7-payment__alert { margin: 0.5rem 0; padding: 0.5rem 0.75rem; border-left: 4px solid #b3261e; background: #fdecea; color: #5f1410; }
${root} .eacf7-payment__alert p { margin: 0; }
${root} .eacf7-payment__action { min-height: 44px; padding: 0.5rem 1rem; font: inherit; cursor: pointer; }
${root} .eacf7-payment__provider { margin-top: 0.75rem; opacity: 1; transition: opacity ${FADE_MS}ms ease; }
${root} .eacf7-payment__provider.${FADED_CLASS} { opacity: 0; visibility: hidden; transition: opacity ${FADE_MS}ms ease, visibility 0s linear ${FADE_MS}ms; }
@media (prefers-reduced-motion: reduce) {
  ${root} .eacf7-payment__provider, ${root} .eacf7-payment__provider.${FADED_CLASS} { transition: none; }
}
.eacf7-coupon-button { min-height: 44px; margin: 0.25rem 0 0 0.5rem; padding: 0.25rem 1rem; font: inherit; cursor: pointer; }
.eacf7-coupon-button[aria-disabled='true'] { cursor: progress; opacity: 0.7; }
`;
