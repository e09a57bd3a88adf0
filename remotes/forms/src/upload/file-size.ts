/**
 * Sizes as the add-on prints them: `data-max_size` and `data-max_post_size`
 * hold WordPress's `size_format()` text ("2 MB", "256 MB", "512 KB"), 1024-based.
 */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const FACTORS: Readonly<Record<string, number>> = { B: 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };

/**
 * Reads "2 MB", "2MB", "2M", "1.5 GB", "512 kb" or a bare byte count. Returns
 * undefined for an empty or unreadable value, which means "no limit given".
 */
export function parseSize(text: string | null | undefined): number | undefined {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text ?? '');
  if (!match) return undefined;
  const value = Number((match[1] ?? '').replace(',', '.'));
  const factor = FACTORS[(match[2] || 'B').toUpperCase()] ?? 1;
  const bytes = Math.round(value * factor);
  return bytes > 0 ? bytes : undefined;
}

/** Bytes in the same style: "2 MB", "1.5 MB", "340 KB", "12 B". */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
