import type { Flag } from '../flag';

/**
 * The other per-form switches (forms-addon.md §3 "Other switches"). Each comes
 * in its own global: `eacf7SaveProgressData_{id}`, `eacf7CheckoutData_{id}`,
 * `eacf7PreviewSubmissionData_{id}` (MARKUP-FACTS §3.0).
 */
export interface SaveProgressSettings {
  readonly saveProgress?: Flag;
}

export interface CheckoutSettings {
  /** After a send, follow `detail.apiResponse.redirect` to the shop checkout. */
  readonly wcCheckout?: Flag;
}

export interface PreviewSubmissionSettings {
  readonly previewSubmission?: Flag;
}
