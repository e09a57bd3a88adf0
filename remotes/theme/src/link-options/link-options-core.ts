import { isRecord } from '@cms-mf/shared-contracts';
import { safeNavigationUrl } from '@cms-mf/shared-contracts/rules';

/**
 * Link options (theme-frontend.md §2; MARKUP-FACTS §1.0 `et_link_options_data`:
 * [{class, url, target}]): clicking an element with the class follows the URL,
 * in a new window for `_blank`; an in-page anchor scrolls smoothly; the
 * special `#product_reviews_tab` opens the shop's reviews tab.
 */
export interface LinkOption {
  /** A class name (letters, digits, `-`, `_`), never a selector. */
  readonly className: string;
  readonly url: string;
  readonly newWindow: boolean;
}

export const REVIEWS_TAB_URL = '#product_reviews_tab';

export type LinkAction =
  | { readonly kind: 'reviews-tab' }
  | { readonly kind: 'anchor'; readonly id: string }
  | { readonly kind: 'open'; readonly url: string; readonly newWindow: boolean };

/** The valid entries of the page global; anything malformed is dropped. */
export function parseLinkOptions(data: unknown): LinkOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    if (!isRecord(entry) || typeof entry.class !== 'string' || typeof entry.url !== 'string') return [];
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(entry.class) || entry.url.trim() === '') return [];
    return [{ className: entry.class, url: entry.url.trim(), newWindow: entry.target === '_blank' }];
  });
}

/**
 * What following `option` does from a page at `base`, or null for a URL that
 * must not be followed (the shared navigation rule: `javascript:`, `data:`,
 * protocol-relative `//host` and `\\host`…).
 */
export function linkAction(option: LinkOption, base: string): LinkAction | null {
  if (option.url === REVIEWS_TAB_URL) return { kind: 'reviews-tab' };
  if (option.url.startsWith('#')) {
    const id = option.url.slice(1);
    return /^[A-Za-z][A-Za-z0-9_:.-]{0,200}$/.test(id) ? { kind: 'anchor', id } : null;
  }
  const url = safeNavigationUrl(option.url, base);
  return url === null ? null : { kind: 'open', url, newWindow: option.newWindow };
}
