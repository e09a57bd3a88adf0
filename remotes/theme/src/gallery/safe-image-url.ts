/** An image address from markup that is safe to load: http(s) or same-origin relative, resolved against `base`; else null. */
export function safeImageUrl(raw: string | null | undefined, base: string): string | null {
  if (!raw || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
