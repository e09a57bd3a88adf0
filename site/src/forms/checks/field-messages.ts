/**
 * Contact Form 7's default validation messages (its `messages` settings), so
 * reasons read like the plugin's.
 */
export const FIELD_MESSAGES = {
  required: 'Please fill out this field.',
  tooLong: 'This field has a too long input.',
  tooShort: 'This field has a too short input.',
  email: 'Please enter an email address.',
  tel: 'Please enter a telephone number.',
  number: 'Please enter a number.',
  tooSmall: 'This field has a too small number.',
  tooLarge: 'This field has a too large number.',
  choice: 'Undefined value was submitted through this field.',
  acceptance: 'Please accept the terms to proceed.',
  captcha: 'Your answer is not correct.',
  uploadInvalid: 'There was an unknown error uploading the file.',
  tooManyValues: 'Too many values were submitted through this field.',
} as const;

/** CF7's form-level texts by feedback status. */
export const FEEDBACK_MESSAGES = {
  mail_sent: 'Thank you for your message. It has been sent.',
  mail_failed: 'There was an error trying to send your message. Please try again later.',
  validation_failed: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
} as const;

/** No single field value may be longer than this, whatever its rules (keeps rows small). */
export const FIELD_VALUE_MAX_LENGTH = 10_000;
