/** How the add-on joins the choices of a multiple choice in its hidden input (MARKUP-FACTS §3.2). */
export const CHOICE_SEPARATOR = ', ';

/** The choices in a hidden input's value, in order, each once. */
export function splitChoices(value: string): string[] {
  return [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))];
}

/**
 * The choices after activating `value`: a single choice replaces the
 * previous one (choosing it again keeps it, as a radio does); a multiple
 * choice toggles it.
 */
export function toggleChoice(chosen: readonly string[], value: string, multiple: boolean): string[] {
  if (!multiple) return [value];
  return chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
}
