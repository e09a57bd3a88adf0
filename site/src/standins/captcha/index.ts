export { createCaptchaRoutes } from './captcha-routes';
export { verifyCaptchaToken } from './verify-captcha-token';
export type { VerifyCaptchaOptions } from './verify-captcha-token';
export { CaptchaServiceError } from './captcha-service-error';
export type { CaptchaVerdict } from './captcha-verdict';
export { CAPTCHA_TOKEN_TTL_MS } from './captcha-rules';
export type { CaptchaErrorCode } from './captcha-rules';
