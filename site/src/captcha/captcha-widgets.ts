/**
 * The add-on's captcha widgets (MARKUP-FACTS §3.1 "Captcha widgets"): the
 * response field each provider's script puts in the form, and the action the
 * reference site's stand-in issues its tokens for (the server checks it).
 */
export const CAPTCHA_WIDGETS = {
  recaptcha: { field: 'g-recaptcha-response', action: 'recaptcha_v2', label: 'reCAPTCHA' },
  hcaptcha: { field: 'h-captcha-response', action: 'hcaptcha', label: 'hCaptcha' },
  turnstile: { field: 'cf-turnstile-response', action: 'turnstile', label: 'Turnstile' },
} as const;

export type CaptchaWidgetName = keyof typeof CAPTCHA_WIDGETS;

export const CAPTCHA_WIDGET_NAMES = Object.keys(CAPTCHA_WIDGETS) as CaptchaWidgetName[];

/** The site key the stand-ins take (a real provider's comes from its dashboard). */
export const STANDIN_SITE_KEY = 'standin-site-key';

/**
 * The widget's server markup, as the add-on renders it: reCAPTCHA v2 as
 * `.eacf7-recaptcha[data-sitekey]`; hCaptcha and Turnstile as a wrap holding
 * the provider's `div.h-captcha` / `div.cf-turnstile`.
 */
export function captchaWidgetMarkup(name: CaptchaWidgetName, sitekey = STANDIN_SITE_KEY): string {
  switch (name) {
    case 'recaptcha':
      return `<div class="wpcf7-form-control eacf7-recaptcha" data-sitekey="${sitekey}" data-theme="light" data-size="normal" data-align="left"></div>`;
    case 'hcaptcha':
      return `<span class="eacf7-hcaptcha wpcf7-form-control-wrap" data-name="hcaptcha"><div class="h-captcha" data-sitekey="${sitekey}" data-theme="light"></div></span>`;
    case 'turnstile':
      return `<span class="eacf7-cf-turnstile wpcf7-form-control-wrap" data-name="cf-turnstile"><div class="cf-turnstile" data-sitekey="${sitekey}" data-theme="light"></div></span>`;
  }
}
