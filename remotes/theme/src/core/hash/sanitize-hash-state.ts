/**
 * Strips a location hash to letters, digits, hyphen, underscore and bar
 * (theme-frontend.md §2 "Hash state"; DESIGN.md §8), so nothing from the
 * address can reach a selector or the DOM as anything but an id or a param.
 * The leading `#` goes too.
 */
export function sanitizeHashState(hash: string): string {
  return hash.replace(/[^A-Za-z0-9_|-]/g, '');
}
