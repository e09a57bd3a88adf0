import type { Flag } from '../flag';

/**
 * Integrations (forms-addon.md §3), printed as
 * `var eacf7IntegrationsData_{formId}`: the WhatsApp redirect and PayPal.
 */
export interface WhatsAppSettings {
  readonly enableWhatsApp?: Flag;
  readonly isNewTab?: Flag;
  /** `wa.me` link; `[field]` placeholders are replaced from the sent inputs. */
  readonly whatsAppUrl?: string;
}

export interface PayPalSettings {
  readonly enablePayPal?: Flag;
  /** Name of the form field (or a fixed amount) that gives the total before coupons. */
  readonly payPalTotal?: string | number;
  /** ISO 4217 code; defaults to `PAYMENT_DEFAULT_CURRENCY` (USD). */
  readonly payPalCurrency?: string;
}

export interface IntegrationsSettings extends WhatsAppSettings, PayPalSettings {}
