/** The category filter of a filterable portfolio (MARKUP-FACTS §1.5): `all`, or a slug matching `project_category_{slug}`. */
export const ALL_CATEGORIES = 'all';

/** A slug as it may appear in a class and in the hash: letters, digits, `-`, `_`; else null. */
export function cleanSlug(slug: string | null | undefined): string | null {
  return slug && /^[A-Za-z0-9_-]{1,100}$/.test(slug) ? slug : null;
}

/** Whether an item with these classes shows under `slug`. */
export function matchesCategory(classes: Iterable<string>, slug: string): boolean {
  if (slug === ALL_CATEGORIES) return true;
  for (const cls of classes) if (cls === `project_category_${slug}`) return true;
  return false;
}
