import type { Flag } from '../settings/flag';
import type { PopupSettings } from '../settings/forms/popup';

/**
 * The form add-on's config global `eacf7` (MARKUP-FACTS §3.0). The add-on's
 * filter lets features add keys; the popup feature adds the site settings.
 */
export interface Eacf7Config {
  readonly homeUrl?: string;
  /** The CMS ajax endpoint (admin-ajax.php). */
  readonly ajaxUrl?: string;
  readonly pluginUrl?: string;
  /** Nonce of every `eacf7_*` action and `coupon_check`. */
  readonly nonce?: string;
  /** Pro features run only when this is on. */
  readonly isPro?: Flag;
  readonly upgradeUrl?: string;
  /** Site settings, on the front end (popup triggers, width, outside click…). */
  readonly settings?: PopupSettings & { readonly [key: string]: unknown };
}
