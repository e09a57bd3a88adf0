import type { CrossRemoteEvents } from './cross-remote-events';
import type { Cf7SubmitDetail } from './cf7-events';

/**
 * Turns the `detail` of a `wpcf7mailsent` into the cross-remote
 * `cmsmf:form-mail-sent` detail, so remotes that react to a sent form
 * (payments, uploads, thank-you, redirects) depend on our contract rather than
 * on CF7's event shape.
 */
export function toFormMailSent(detail: Cf7SubmitDetail): CrossRemoteEvents['cmsmf:form-mail-sent'] {
  const redirect = detail.apiResponse?.redirect;
  return {
    formId: Number(detail.contactFormId),
    unitTag: detail.unitTag,
    inputs: detail.inputs.map(({ name, value }) => ({ name, value })),
    ...(redirect ? { redirect } : {}),
  };
}
