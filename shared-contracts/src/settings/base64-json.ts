/**
 * Decodes the base64-encoded JSON the add-on puts in data attributes
 * (`data-styler`, `data-upload_folder`; MARKUP-FACTS §3.1, §3.2).
 *
 * Returns `undefined` for anything that is not valid base64 of a JSON value,
 * so a broken attribute degrades to "no settings" instead of throwing.
 */
export function decodeBase64Json(value: string | null | undefined): unknown {
  if (!value) return undefined;
  try {
    const binary = atob(value.trim());
    // atob yields one char per byte; decode as UTF-8 so non-ASCII labels survive.
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
