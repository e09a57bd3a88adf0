export { createEventBus } from './event-bus';
export type { EventBus } from './event-bus';
export type { CrossRemoteEvents, CrossRemoteEventName } from './cross-remote-events';
export type {
  Cf7EventName,
  Cf7FormStatus,
  Cf7EventIds,
  Cf7Input,
  Cf7SubmitDetail,
  Cf7StatusChangedDetail,
  Cf7RecaptchaExecutedDetail,
  Cf7EventDetails,
} from './cf7-events';
export { parseCf7Feedback } from './cf7-feedback';
export type { Cf7FeedbackStatus, Cf7InvalidField, Cf7FeedbackResponse } from './cf7-feedback';
export { toFormMailSent } from './cf7-bridge';
