export { createAjaxClient } from './create-ajax-client';
export type { AjaxClientOptions } from './create-ajax-client';
export type { AjaxClient, CallOptions, UploadOptions } from './ajax-client';
export type { PostFormOptions } from './post-form';
export type { ClientActionMap, PolicyTable } from './policy-table';
export { AjaxError } from './errors/ajax-error';
export type { AjaxErrorKind } from './errors/ajax-error';
export { ActionFailedError } from './errors/action-failed-error';
export { HttpError } from './errors/http-error';
export { InvalidAnswerError } from './errors/invalid-answer-error';
export { NetworkError } from './errors/network-error';
export { NonceExpiredError } from './errors/nonce-expired-error';
export { RequestAbortedError } from './errors/request-aborted-error';
export { RequestTimeoutError } from './errors/request-timeout-error';
export { UnknownActionError } from './errors/unknown-action-error';
export {
  isAbortError,
  isActionFailedError,
  isAjaxError,
  isHttpError,
  isInvalidAnswerError,
  isNetworkError,
  isNonceExpiredError,
  isTimeoutError,
  isUnknownActionError,
} from './errors/is-ajax-error';
export { createHtmlRequester } from './html-request';
export type { HtmlAnswer, HtmlRequester, HtmlRequestOptions } from './html-request';
export { captchaActions, requestCaptchaToken } from './captcha-token';
export type { CaptchaTokenOptions } from './captcha-token';
export { CaptchaTokenError, isCaptchaTokenError } from './errors/captcha-token-error';
export type { CaptchaTokenErrorReason } from './errors/captcha-token-error';
