import type { AbRecordType } from '@cms-mf/shared-contracts/actions';

/**
 * Another theme module asks the A/B module to log a goal event for the
 * element it fires on (the builder's `et_pb_maybe_log_event`): the contact
 * form and the newsletter fire `con_goal` after a success. The A/B module logs
 * it only when the element is a goal of a running test; otherwise nothing.
 */
export const AB_LOG_EVENT = 'cmsmf:et-pb-ab-log';

export interface AbLogEventDetail {
  readonly recordType: AbRecordType;
}

/** Fires the request on `element` (bubbling to the document, where the A/B module listens). */
export function requestAbLog(element: Element, recordType: AbRecordType): void {
  element.dispatchEvent(new CustomEvent<AbLogEventDetail>(AB_LOG_EVENT, { bubbles: true, detail: { recordType } }));
}
