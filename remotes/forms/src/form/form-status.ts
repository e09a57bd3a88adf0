import type { Cf7EventName, Cf7FeedbackStatus, Cf7FormStatus } from '@cms-mf/shared-contracts';

/** The form status CF7 shows for an API status (MARKUP-FACTS §2.2); unknown ones become `custom-{slug}`. */
export function formStatusFor(apiStatus: Cf7FeedbackStatus): Cf7FormStatus {
  switch (apiStatus) {
    case 'mail_sent':
      return 'sent';
    case 'mail_failed':
      return 'failed';
    case 'validation_failed':
      return 'invalid';
    case 'acceptance_missing':
      return 'unaccepted';
    case 'spam':
      return 'spam';
    case 'aborted':
      return 'aborted';
    case 'payment_required':
      return 'payment-required';
    default: {
      const slug = apiStatus.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-').toLowerCase();
      return `custom-${slug || 'error'}`;
    }
  }
}

/**
 * The events CF7 fires after a response, in its order: the status event
 * (`wpcf7invalid`, `wpcf7mailsent`…) when the status has one, then
 * `wpcf7submit`, which always fires (MARKUP-FACTS §2.4).
 */
export function eventsAfterResponse(apiStatus: Cf7FeedbackStatus): Cf7EventName[] {
  const byStatus: Partial<Record<string, Cf7EventName>> = {
    validation_failed: 'wpcf7invalid',
    acceptance_missing: 'wpcf7unaccepted',
    spam: 'wpcf7spam',
    aborted: 'wpcf7aborted',
    mail_sent: 'wpcf7mailsent',
    mail_failed: 'wpcf7mailfailed',
  };
  const event = byStatus[apiStatus];
  return event ? [event, 'wpcf7submit'] : ['wpcf7submit'];
}

/** All status classes CF7 may leave on a form, so a new status replaces the old one. */
export const FORM_STATUS_CLASSES = ['init', 'invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'submitting', 'resetting', 'validating', 'payment-required'];
