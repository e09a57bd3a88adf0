export { createCaptchaRoutes } from './captcha-routes';
export type { CaptchaVerdict } from './captcha-verdict';
export { CAPTCHA_TOKEN_TTL_MS } from './captcha-rules';
export type { CaptchaErrorCode } from './captcha-rules';
