// The package root: what crosses a package boundary. Folder entries
// (`/actions`, `/client`, `/events`, `/globals`, `/constants`, `/settings`)
// hold the same names and the rest of their folder; the registry and the
// release pointer have their own entries.
export type { FeatureModule, ModuleContext, Unmount, Logger } from './module-contract';
export { defineModule } from './define-module';
export type { ModuleSetup } from './define-module';
export { createRemoteHealth, HEALTH_EXPOSE } from './remote-health';
export type { RemoteHealth } from './remote-health';
export { containerName } from './container-name';
export { isRecord } from './is-record';
export { parseInertHtml } from './parse-inert-html';

export {
  DEFAULT_AJAX_PATH,
  hasPageGlobal,
  readAjaxUrl,
  readNonce,
  readNonces,
  readPageGlobals,
  readBuilderContext,
  readPerFormGlobal,
  perFormGlobalName,
  PER_FORM_GLOBAL_KINDS,
} from './globals/index';
export type { PageGlobals, BuilderContext, PerFormGlobals, PerFormGlobalKind, Wpcf7Config, Eacf7Config, EtPbCustom } from './globals/index';

export { createEventBus, parseCf7Feedback, toFormMailSent } from './events/index';
export type {
  EventBus,
  CrossRemoteEvents,
  CrossRemoteEventName,
  Cf7EventName,
  Cf7FormStatus,
  Cf7EventIds,
  Cf7Input,
  Cf7SubmitDetail,
  Cf7EventDetails,
  Cf7FeedbackStatus,
  Cf7InvalidField,
  Cf7FeedbackResponse,
} from './events/index';

export {
  createAjaxClient,
  AjaxError,
  ActionFailedError,
  HttpError,
  InvalidAnswerError,
  NetworkError,
  NonceExpiredError,
  RequestAbortedError,
  RequestTimeoutError,
  UnknownActionError,
  isAbortError,
  isActionFailedError,
  isAjaxError,
  isHttpError,
  isInvalidAnswerError,
  isNetworkError,
  isNonceExpiredError,
  isTimeoutError,
  isUnknownActionError,
} from './client/index';
export type { AjaxClient, AjaxClientOptions, CallOptions, UploadOptions, PostFormOptions, AjaxErrorKind } from './client/index';

export { ACTION_POLICIES } from './actions/index';
export type {
  ActionMap,
  ActionName,
  ActionRequest,
  ActionAnswer,
  ActionPolicy,
  AnswerFormat,
  NonceKind,
  InvalidFieldReason,
  StepValidationAnswer,
  StepValidationRequest,
} from './actions/index';

export { isFlagOn } from './settings/index';
export type { Flag, CloudDriveFile, LocalUploadAnswer, UploaderConfig, UploadItemState } from './settings/index';
export type { UploadKind } from './constants/index';
