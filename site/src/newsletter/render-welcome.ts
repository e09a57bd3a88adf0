import { escapeHtml } from '../html/escape-html';

/** The newsletter form's name field allows 80 characters (site/cms/forms/143.json); longer is not a name it sent. */
export const WELCOME_NAME_MAX = 80;

/** Control and bidi characters, which would make the greeting display as something it is not. */
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `<!-- cms:welcome -->`: the greeting on the page the newsletter sign-up redirects to, whose
 * address carries the visitor's name (`?welcome=…`). The name comes from the address, so anyone
 * can put anything there: it is trimmed, stripped of control and bidi characters, capped, and escaped;
 * without a name the page shows nothing.
 */
export function renderWelcome(name: string | null): string {
  const cleaned = (name ?? '').replace(HIDDEN_CHARACTERS, '').trim().slice(0, WELCOME_NAME_MAX);
  if (cleaned === '') return '';
  return `<p class="demo-status" role="status">Welcome aboard, ${escapeHtml(cleaned)}: you are on the harbour newsletter. The first issue comes with the next tide table.</p>`;
}
