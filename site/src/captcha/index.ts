export { checkCaptcha } from './check-captcha';
export type { CaptchaCheck, CaptchaRefusal } from './check-captcha';
export { ACTION_NAME_PART, CF7_CAPTCHA_ACTION, CF7_CAPTCHA_FIELD, diviContactAction, newsletterAction, THEME_CAPTCHA_FIELD } from './captcha-actions';
export { CAPTCHA_WIDGET_NAMES, CAPTCHA_WIDGETS, captchaWidgetMarkup, STANDIN_SITE_KEY, type CaptchaWidgetName } from './captcha-widgets';
