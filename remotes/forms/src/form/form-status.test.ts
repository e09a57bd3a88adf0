import { eventsAfterResponse, formStatusFor } from './form-status';

test.each([
  ['mail_sent', 'sent', ['wpcf7mailsent', 'wpcf7submit']],
  ['mail_failed', 'failed', ['wpcf7mailfailed', 'wpcf7submit']],
  ['validation_failed', 'invalid', ['wpcf7invalid', 'wpcf7submit']],
  ['acceptance_missing', 'unaccepted', ['wpcf7unaccepted', 'wpcf7submit']],
  ['spam', 'spam', ['wpcf7spam', 'wpcf7submit']],
  ['aborted', 'aborted', ['wpcf7aborted', 'wpcf7submit']],
  ['payment_required', 'payment-required', ['wpcf7submit']],
  ['error', 'custom-error', ['wpcf7submit']],
  ['Needs Review!', 'custom-needs-review', ['wpcf7submit']],
])('API status %s -> form status %s, events %j', (api, status, events) => {
  expect(formStatusFor(api)).toBe(status);
  expect(eventsAfterResponse(api)).toEqual(events);
});
