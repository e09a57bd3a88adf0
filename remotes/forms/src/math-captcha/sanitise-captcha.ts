import DOMPurify, { type Config } from 'dompurify';

/**
 * What a math captcha's HTML may hold: the question, its label and inputs
 * (forms-addon.md §7 `eacf7_refresh_math_captcha`). Anything else the server
 * sends, scripts and handlers first, is dropped before it reaches the page.
 */
const CAPTCHA_POLICY: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: ['span', 'label', 'input', 'b', 'strong', 'em', 'i', 'img'],
  ALLOWED_ATTR: ['type', 'name', 'value', 'id', 'for', 'class', 'inputmode', 'autocomplete', 'size', 'aria-required', 'aria-label', 'aria-hidden', 'alt', 'src'],
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

/** The server's captcha HTML as a fragment holding only what the policy allows. */
export function sanitiseCaptchaHtml(html: string): DocumentFragment {
  const fragment = DOMPurify.sanitize(html, CAPTCHA_POLICY);
  // Only the question's own inputs: a hidden field named like CF7's internals must not ride along.
  for (const input of fragment.querySelectorAll('input')) {
    if (input.name.startsWith('_') || !['text', 'hidden', 'number'].includes(input.type)) input.remove();
  }
  return fragment;
}
