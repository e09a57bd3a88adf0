import sanitizeHtml from 'sanitize-html';

/**
 * The server's rich-text allowlist (the same as the browser's, forms remote
 * `rich-text/rich-text-policy.ts`): paragraphs, line breaks, bold, italic,
 * lists and http(s)/mailto links, which open without the page's referrer.
 * Everything else goes, its text kept; script and style content goes whole.
 * Applied to every rich-text value before it is stored or mailed.
 */
export function sanitiseRichTextHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
    transformTags: {
      b: 'strong',
      i: 'em',
      div: 'p',
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    },
  }).trim();
}

/** The visible text of sanitised rich text: what "required" and lengths measure. */
export function richTextLength(html: string): number {
  return [...sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s+/g, ' ').trim()].length;
}
