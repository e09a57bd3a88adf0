/**
 * What rich text may hold, in the browser and on the reference site alike:
 * paragraphs, line breaks, bold, italic, lists and links to web or mail
 * addresses. Everything else is dropped (its text kept).
 */
export const RICH_TEXT_TAGS: readonly string[] = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'];
export const RICH_TEXT_ATTRIBUTES: readonly string[] = ['href'];
/** Link targets: http(s) and mailto only (no `javascript:`, `data:`, relative tricks). */
export const RICH_TEXT_URL = /^(?:https?:|mailto:)/i;
