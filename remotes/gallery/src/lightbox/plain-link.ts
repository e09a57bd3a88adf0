/**
 * Where the server markup sends a click on a gallery item without scripts: the
 * item's own link, when it is a web address. Null for anything else (no link,
 * a `javascript:` or `data:` address), which the lightbox never follows.
 */
export function plainLinkOf(opener: unknown): string | null {
  if (!(opener instanceof HTMLAnchorElement)) return null;
  return /^https?:/i.test(opener.href) ? opener.href : null;
}
