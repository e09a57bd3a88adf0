import type { AjaxClient, Cf7FeedbackResponse, Logger } from '@cms-mf/shared-contracts';
import { parseCf7Feedback } from '@cms-mf/shared-contracts/events';
import { focusFirstInvalid } from '../common/field-errors';
import { isAbortError } from '@cms-mf/shared-contracts';
import { failureMessage } from '../common/failure-message';
import { readFormIdentity } from '../common/form-identity';
import { submitDetail } from './event-detail';
import { dispatchCf7Event, formStatusOf, setFormStatus } from './form-events';
import { eventsAfterResponse, formStatusFor } from './form-status';
import { clearResponse, showFeedback, showResponseMessage } from './response-output';

export interface StandaloneSubmitOptions {
  /** The feedback endpoint of this form. */
  readonly url: string;
  readonly client: () => Promise<AjaxClient>;
  readonly log: Logger;
  /** The mount's signal: aborting it cancels a send in flight and ends this submitter. */
  readonly signal: AbortSignal;
}

export interface StandaloneSubmit {
  /** Sends the form once; a second call while one is in flight does nothing. */
  submit(): Promise<void>;
  readonly pending: boolean;
}

/**
 * The submission lifecycle without CF7's script (MARKUP-FACTS §2.4, §2.5):
 * post the form to the REST feedback endpoint, show the answer as CF7 would,
 * and fire the same events with the same `detail`, so every feature that
 * listens to `wpcf7mailsent` works either way. A failed request leaves every
 * value in place and says so; sending again is the retry.
 */
export function createStandaloneSubmit(form: HTMLFormElement, options: StandaloneSubmitOptions): StandaloneSubmit {
  const { signal } = options;
  let pending = false;

  async function submit(): Promise<void> {
    if (pending || signal.aborted) return;
    pending = true;
    const identity = readFormIdentity(form);
    clearResponse(form);
    const formData = new FormData(form);
    dispatchCf7Event(form, 'wpcf7beforesubmit', submitDetail(identity, formData, formStatusOf(form)));
    setFormStatus(form, identity, 'submitting');
    let response: Cf7FeedbackResponse;
    try {
      const client = await options.client();
      if (typeof client.postForm !== 'function') {
        // A page client older than this remote: let the browser post the form as it would without JavaScript.
        HTMLFormElement.prototype.submit.call(form);
        return;
      }
      response = await client.postForm(options.url, formData, { parseAnswer: parseCf7Feedback, label: 'wpcf7 feedback', signal });
    } catch (error) {
      if (isAbortError(error)) return;
      options.log.warn('the form could not be sent', error);
      setFormStatus(form, identity, 'failed');
      showResponseMessage(form, failureMessage(error, 'send'), true);
      return;
    } finally {
      pending = false;
    }
    setFormStatus(form, identity, formStatusFor(response.status));
    showFeedback(form, response);
    for (const name of eventsAfterResponse(response.status)) {
      dispatchCf7Event(form, name, submitDetail(identity, formData, response.status, response));
    }
    if (response.status === 'mail_sent') {
      form.reset();
      dispatchCf7Event(form, 'wpcf7reset', submitDetail(identity, formData, response.status, response));
    }
    // After the events: a multistep form shows the step of the first invalid field on `wpcf7invalid`.
    focusFirstInvalid(form);
  }

  return {
    submit,
    get pending() {
      return pending;
    },
  };
}
