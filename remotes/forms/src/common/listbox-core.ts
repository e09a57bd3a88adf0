/** One choice of a searchable listbox: a country, with what it is found by. */
export interface ListboxChoice {
  /** The value it sets (an ISO country code). */
  readonly value: string;
  /** What the visitor reads (the country's name in the page's language). */
  readonly label: string;
  /** More text shown and searched, e.g. a calling code `+44`. */
  readonly detail?: string;
}

/** Lower case without accents, so `cote` finds Côte d'Ivoire and `ALAND` finds Åland. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The choices a query keeps, best first: names starting with it, then names
 * with a word starting with it, then codes and details (`gb`, `+44`, `44`).
 * An empty query keeps every choice in its order.
 */
export function filterChoices(choices: readonly ListboxChoice[], query: string): ListboxChoice[] {
  const q = foldText(query.trim());
  if (q === '') return [...choices];
  const digits = q.replace(/^\+/, '');
  const ranked: [number, ListboxChoice][] = [];
  for (const choice of choices) {
    const label = foldText(choice.label);
    let rank = -1;
    if (label.startsWith(q)) rank = 0;
    else if (label.split(/[\s\-(),.']+/).some((word) => word.startsWith(q))) rank = 1;
    else if (choice.value.toLowerCase() === q) rank = 2;
    else if (choice.detail && /^\d+$/.test(digits) && choice.detail.replace(/\D/g, '').startsWith(digits)) rank = 3;
    if (rank >= 0) ranked.push([rank, choice]);
  }
  return ranked.sort((a, b) => a[0] - b[0]).map(([, choice]) => choice);
}

/** Keys that move the active option of a listbox (WAI-ARIA listbox and combobox patterns). */
export type ListboxKey = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp' | 'Home' | 'End';

/** How far PageUp/PageDown move. */
export const LISTBOX_PAGE = 10;

/** The option active after `key`, from `active` (-1: none yet) among `count`; clamped, no wrapping. */
export function moveActive(active: number, key: ListboxKey, count: number): number {
  if (count === 0) return -1;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown': return active < 0 ? 0 : Math.min(active + 1, last);
    case 'ArrowUp': return active < 0 ? last : Math.max(active - 1, 0);
    case 'PageDown': return Math.min(Math.max(active, 0) + LISTBOX_PAGE, last);
    case 'PageUp': return Math.max(active - LISTBOX_PAGE, 0);
    case 'Home': return 0;
    default: return last;
  }
}

export function isListboxKey(key: string): key is ListboxKey {
  return ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'].includes(key);
}

/** The flag emoji of an ISO code (regional indicator letters); decorative, so no image is fetched. */
export function flagOf(code: string): string {
  return /^[A-Z]{2}$/.test(code) ? String.fromCodePoint(...[...code].map((letter) => 0x1f1a5 + letter.charCodeAt(0))) : '';
}
