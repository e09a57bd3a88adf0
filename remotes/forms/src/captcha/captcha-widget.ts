import type { ServiceName } from '../common/service-url';

/** A provider's explicit-render API, as its script defines it on `window`. */
export interface WidgetApi {
  render(container: HTMLElement, options: { sitekey: string; theme?: string; size?: string }): string | number;
  reset(id?: string | number): void;
  remove?(id: string | number): void;
  ready?(callback: () => void): void;
}

export type WidgetProvider = 'recaptcha' | 'hcaptcha' | 'turnstile';

/**
 * What each widget provider needs (MARKUP-FACTS §3.1 "Captcha widgets"): the
 * global its script defines, the page's service setting naming that script,
 * and when the add-on resets it: reCAPTCHA on `wpcf7submit` (every answer),
 * hCaptcha and Turnstile on `wpcf7mailsent` (Turnstile by removing and
 * rendering it again).
 */
export const WIDGET_PROVIDERS: Readonly<Record<WidgetProvider, { readonly global: string; readonly script: ServiceName; readonly resetOn: 'wpcf7submit' | 'wpcf7mailsent'; readonly rerender: boolean }>> = {
  recaptcha: { global: 'grecaptcha', script: 'recaptchaScriptUrl', resetOn: 'wpcf7submit', rerender: false },
  hcaptcha: { global: 'hcaptcha', script: 'hcaptchaScriptUrl', resetOn: 'wpcf7mailsent', rerender: false },
  turnstile: { global: 'turnstile', script: 'turnstileScriptUrl', resetOn: 'wpcf7mailsent', rerender: true },
};

/** A widget to render: the provider, the element it renders into, and its options from the markup. */
export interface CaptchaWidget {
  readonly provider: WidgetProvider;
  readonly container: HTMLElement;
  readonly sitekey: string;
  readonly theme?: string;
  readonly size?: string;
}

/**
 * The widget a captcha element carries, from the add-on's markup:
 * `.eacf7-recaptcha[data-sitekey]` (reCAPTCHA v2, rendered into itself),
 * `.eacf7-hcaptcha > div.h-captcha[data-sitekey]`,
 * `.eacf7-cf-turnstile > div.cf-turnstile[data-sitekey]`. Null for a
 * token-only element (reCAPTCHA v3, no site key): that one takes no widget.
 */
export function readCaptchaWidget(el: Element): CaptchaWidget | null {
  const found = (provider: WidgetProvider, container: HTMLElement | null): CaptchaWidget | null => {
    const sitekey = container?.getAttribute('data-sitekey')?.trim();
    if (!container || !sitekey) return null;
    const theme = container.getAttribute('data-theme')?.trim() || undefined;
    const size = container.getAttribute('data-size')?.trim() || undefined;
    return { provider, container, sitekey, ...(theme ? { theme } : {}), ...(size ? { size } : {}) };
  };
  if (el.matches('.eacf7-recaptcha')) return found('recaptcha', el as HTMLElement);
  if (el.matches('.eacf7-hcaptcha')) return found('hcaptcha', el.querySelector<HTMLElement>('.h-captcha'));
  if (el.matches('.eacf7-cf-turnstile')) return found('turnstile', el.querySelector<HTMLElement>('.cf-turnstile'));
  return null;
}
