/**
 * Events that cross remote boundaries, by name, with their detail types.
 * Names are namespaced `cmsmf:` so they never collide with the CMS's own DOM events.
 * Details hold plain data (and, where a listener must act on markup, the element).
 */
export interface CrossRemoteEvents {
  /**
   * A contact form was sent (mirrors `wpcf7mailsent`, see cf7-bridge.ts).
   * Payments show the payment button, uploaders reset, the thank-you screen
   * appears, redirection/WhatsApp/checkout features follow.
   */
  'cmsmf:form-mail-sent': {
    formId: number;
    unitTag: string;
    inputs: ReadonlyArray<{ name: string; value: string }>;
    /** `apiResponse.redirect` when an add-on (shop checkout) set one. */
    redirect?: string;
  };
  /** Uploads started or finished in one field; the form disables its submit while any field is busy. */
  'cmsmf:upload-busy': { formId: number; field: string; busy: boolean };
  /** A booking was added to the shop cart; the shop follows `checkoutUrl` after the checkout delay. */
  'cmsmf:booking-added-to-cart': { formId: number; checkoutUrl: string };
  /** The payment order was saved before the provider's approval. */
  'cmsmf:payment-order-saved': { formId: number; orderId: string; total: number; currency: string };
  /** The provider approved the payment and the order was updated. */
  'cmsmf:payment-approved': { formId: number; orderId: string; transactionId: string; status: string };
  /** The visitor cancelled; the order was set to CANCELLED. */
  'cmsmf:payment-cancelled': { formId: number; orderId: string };
  /** The provider reported an error; the payment area fades out. */
  'cmsmf:payment-failed': { formId: number; orderId?: string; message: string };
  /** A coupon was applied (discount > 0) or removed (discount 0); totals are recomputed. */
  'cmsmf:coupon-changed': { formId: number; code: string | null; discount: number; type: 'percentage' | 'fixed' | null };
  /** A popup inserted a form fetched with `eacf7_fire_contact_form`; form behaviours initialise it. */
  'cmsmf:popup-form-inserted': { formId: number; container: Element };
  /** Saved progress was restored into a form from `?eacf7_state=`. */
  'cmsmf:form-progress-restored': { formId: number; hash: string };
  /** An A/B goal was reached in another remote (a shop conversion, a theme form sent). */
  'cmsmf:ab-goal': { postId: number; recordType: 'read_goal' | 'view_goal' | 'click_goal' | 'con_goal' | 'con_short' };
  /** Ajax pagination or a form response swapped the content of a module. */
  'cmsmf:content-replaced': { container: Element };
}

export type CrossRemoteEventName = keyof CrossRemoteEvents;
