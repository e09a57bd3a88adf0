import { escapeHtml } from '../../html/escape-html';
import { FEEDBACK_MESSAGES } from '../checks/field-messages';
import { type Cf7FormResponse, STATUS_CLASSES } from './render-cf7-form';

const SCREEN_READER_STATUS = '<p role="status" aria-live="polite" aria-atomic="true"></p>';
const RESPONSE_OUTPUT = '<div class="wpcf7-response-output" aria-hidden="true"></div>';

/**
 * CF7's answer to a script-less post, written into a form that the page
 * carries as markup of its own rather than as a `<!-- cms:form -->`
 * placeholder (the multistep and conversational demos): the form's status
 * class and `data-status`, and the message in the response output and the
 * screen-reader region of the wrapper `unitTag`. Values are not written back:
 * the markup is the page's, not the catalogue's.
 */
export function withResponseInMarkup(html: string, unitTag: string, response: Cf7FormResponse): string {
  const start = html.indexOf(`id="${unitTag}"`);
  if (start < 0) return html;
  const status = STATUS_CLASSES[response.status];
  const message = escapeHtml(FEEDBACK_MESSAGES[response.status]);
  const wrapper = html
    .slice(start)
    .replace(SCREEN_READER_STATUS, SCREEN_READER_STATUS.replace('></p>', `>${message}</p>`))
    .replace(/(<form\b[^>]*\bclass="wpcf7-form )init"/, `$1${status}"`)
    .replace(/(<form\b[^>]*\bdata-status=")init"/, `$1${status}"`)
    .replace(RESPONSE_OUTPUT, RESPONSE_OUTPUT.replace('></div>', `>${message}</div>`));
  return html.slice(0, start) + wrapper;
}
