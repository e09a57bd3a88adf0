import type { Cf7FeedbackResponse, Cf7FeedbackStatus } from './cf7-feedback';

/**
 * Contact Form 7's DOM events (MARKUP-FACTS §2.4): CustomEvents named
 * `wpcf7{name}`, dispatched on the `form` with `bubbles: true`, so a listener
 * on the `.wpcf7` wrapper or the document sees them.
 */
export const CF7_EVENTS = {
  beforeSubmit: 'wpcf7beforesubmit',
  /** Always fires after a response, whatever the status. */
  submit: 'wpcf7submit',
  invalid: 'wpcf7invalid',
  unaccepted: 'wpcf7unaccepted',
  spam: 'wpcf7spam',
  aborted: 'wpcf7aborted',
  mailSent: 'wpcf7mailsent',
  mailFailed: 'wpcf7mailfailed',
  reset: 'wpcf7reset',
  statusChanged: 'wpcf7statuschanged',
  /** Fired on the document with {action, token}. */
  recaptchaExecuted: 'wpcf7grecaptchaexecuted',
} as const;
export type Cf7EventName = (typeof CF7_EVENTS)[keyof typeof CF7_EVENTS];

/** Form status, as a class on the form and in `data-status` (MARKUP-FACTS §2.2). */
export type Cf7FormStatus =
  | 'init'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'sent'
  | 'failed'
  | 'submitting'
  | 'resetting'
  | 'validating'
  | 'payment-required'
  | `custom-${string}`;

/** Ids shared by every form event's detail. */
export interface Cf7EventIds {
  readonly contactFormId: number;
  readonly pluginVersion: string;
  readonly contactFormLocale: string;
  readonly unitTag: string;
  readonly containerPostId: number;
}

/** One posted input; names starting with `_` are left out. */
export interface Cf7Input {
  readonly name: string;
  readonly value: string;
}

/** `detail` of the submit-type events. */
export interface Cf7SubmitDetail extends Cf7EventIds {
  /** The form status before the response, the API status (e.g. `mail_sent`) after it. */
  readonly status: Cf7FormStatus | Cf7FeedbackStatus;
  readonly inputs: readonly Cf7Input[];
  readonly formData: FormData;
  /** Set once the response arrived. */
  readonly apiResponse?: Cf7FeedbackResponse;
}

/** `detail` of `wpcf7statuschanged`. */
export interface Cf7StatusChangedDetail extends Cf7EventIds {
  readonly status: Cf7FormStatus;
  readonly prevStatus: Cf7FormStatus;
}

export interface Cf7RecaptchaExecutedDetail {
  readonly action: string;
  readonly token: string;
}

/** Detail type per event name. */
export interface Cf7EventDetails {
  wpcf7beforesubmit: Cf7SubmitDetail;
  wpcf7submit: Cf7SubmitDetail;
  wpcf7invalid: Cf7SubmitDetail;
  wpcf7unaccepted: Cf7SubmitDetail;
  wpcf7spam: Cf7SubmitDetail;
  wpcf7aborted: Cf7SubmitDetail;
  wpcf7mailsent: Cf7SubmitDetail;
  wpcf7mailfailed: Cf7SubmitDetail;
  wpcf7reset: Cf7SubmitDetail;
  wpcf7statuschanged: Cf7StatusChangedDetail;
  wpcf7grecaptchaexecuted: Cf7RecaptchaExecutedDetail;
}
