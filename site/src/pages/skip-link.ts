/**
 * A "Skip to content" link, the first focusable element of every rendered page
 * that has a `<main>` (WCAG 2.4.1, bypass blocks): keyboard users jump past the
 * header and its menus. Added when the page is rendered, so page files (and a
 * site owner's own `PAGES_DIR`) need not carry it; a page that has its own skip
 * link (an element with the class `skip-link`) is left as it is.
 */

/** Class of the injected link; its style hides it until it has focus. */
export const SKIP_LINK_CLASS = 'cmsmf-skip-link';
/** The id given to a `<main>` that has none. */
export const MAIN_ID = 'main';

const STYLE =
  `<style>.${SKIP_LINK_CLASS}{position:absolute;left:-10000px;top:0;width:1px;height:1px;overflow:hidden}` +
  `.${SKIP_LINK_CLASS}:focus{position:fixed;left:8px;top:8px;width:auto;height:auto;z-index:2147483647;padding:8px 16px;` +
  `background:#fff;color:#1a1a1a;font:16px/1.4 system-ui,sans-serif;outline:2px solid #1a1a1a;outline-offset:2px}</style>`;

const MAIN_TAG = /<main\b[^>]*>/i;
const BODY_TAG = /<body\b[^>]*>/i;
const ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const OWN_SKIP_LINK = new RegExp(`class\\s*=\\s*["'][^"']*\\b(?:skip-link|${SKIP_LINK_CLASS})\\b`, 'i');

/** The page with the skip link after `<body>` and its style before `</head>`; unchanged without `<main>` or `<body>`. */
export function withSkipLink(html: string): string {
  const main = MAIN_TAG.exec(html);
  if (!main || !BODY_TAG.test(html) || OWN_SKIP_LINK.test(html)) return html;
  const found = ID_ATTRIBUTE.exec(main[0]);
  const existingId = found ? (found[1] ?? found[2] ?? found[3] ?? '') : '';
  let page = html;
  let id = existingId;
  if (!id) {
    id = new RegExp(`\\sid\\s*=\\s*["']?${MAIN_ID}["'\\s>]`).test(html) ? `cmsmf-${MAIN_ID}` : MAIN_ID;
    page = page.slice(0, main.index) + main[0].replace(/^<main\b/i, `<main id="${id}"`) + page.slice(main.index + main[0].length);
  }
  // Ids are written by the page's author; only a safe one goes into the link's address.
  if (!/^[A-Za-z][\w-]*$/.test(id)) return html;
  page = page.replace(BODY_TAG, (body) => `${body}\n<a class="${SKIP_LINK_CLASS}" href="#${id}">Skip to content</a>`);
  return /<\/head>/i.test(page) ? page.replace(/<\/head>/i, `${STYLE}\n</head>`) : page;
}
