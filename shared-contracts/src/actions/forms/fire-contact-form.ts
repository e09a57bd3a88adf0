import { defineAction } from '../define-action';
import { expectNonEmptyString } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { DEFAULT_TIMEOUT_MS } from './timeouts';

export type FireContactFormRequest = { readonly id: number };

/** `data` is the rendered form's HTML, to be sanitised before it goes into a popup (empty when the form does not exist). */
function parseFireContactForm(data: unknown): string {
  return expectNonEmptyString(data, 'eacf7_fire_contact_form: answer');
}

/** `eacf7_fire_contact_form`: renders a form; a read. */
export const fireContactForm = defineAction<FireContactFormRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  retryable: true,
  parseAnswer: parseFireContactForm,
});
