import { parseInertHtml } from '@cms-mf/shared-contracts';
import DOMPurify from 'dompurify';
import { perFormSettingsIn, type FetchedSetting } from './per-form-settings';

export interface FetchedForm {
  /** The form's markup, sanitised: no script, style, handler or `javascript:` URL is left. */
  readonly fragment: DocumentFragment;
  /** The settings the answer printed for this form. */
  readonly settings: readonly FetchedSetting[];
}

/**
 * Reads an `eacf7_fire_contact_form` answer (DESIGN.md §8: server HTML goes
 * through DOMPurify). It is parsed in an inert document (nothing runs, no
 * image loads), its settings scripts are read as data, then everything goes
 * through DOMPurify; `style` elements go too, as they would restyle the page.
 */
export function readFetchedForm(html: string, formId: number, doc: Document): FetchedForm {
  const parsed = parseInertHtml(`<body>${html}</body>`);
  const scripts = [...parsed.querySelectorAll('script')].map((script) => script.textContent ?? '');
  const clean = DOMPurify.sanitize(parsed.body.innerHTML, { FORBID_TAGS: ['style'], RETURN_DOM_FRAGMENT: true });
  return { fragment: doc.importNode(clean, true), settings: perFormSettingsIn(scripts, formId) };
}
