/**
 * A signature value worth drawing back on the pad: a URL of this site
 * (the server issues them, `eacf7_get_digital_signature_url`). Anything else
 * (another origin, `javascript:`, `data:`, text) gives null and is not loaded.
 */
export function storedSignatureUrl(value: string, origin: string): string | null {
  if (value.trim() === '') return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
  } catch {
    return null;
  }
}
