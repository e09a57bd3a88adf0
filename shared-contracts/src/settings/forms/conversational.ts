import type { Flag } from '../flag';

/**
 * Conversational form (forms-addon.md §3), printed as
 * `var eacf7ConversationalData_{formId}`. The server also reads welcome-screen
 * and colour keys when rendering; the front end only needs the thank-you switch.
 */
export interface ConversationalSettings {
  /** Show `.eacf7-thank-you-screen` after a successful send (the server prints 0/1). */
  readonly thankYouScreen?: Flag;
}
