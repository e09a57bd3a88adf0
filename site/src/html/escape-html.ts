/** Escapes text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Builds ` name="value"` attributes, escaped; false/undefined values are left out, true prints the bare name. */
export function attributes(values: Readonly<Record<string, string | number | boolean | undefined>>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value as string | number)}"`))
    .join('');
}
