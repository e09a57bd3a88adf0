/** The query parameter that names the form to fill (forms-addon.md §2). */
export const PREFILL_FORM_PARAM = 'form';
/** Longest value taken from the address: a field holds text, not a document. */
export const PREFILL_MAX_LENGTH = 2000;

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * The values an address pre-fills a form with (forms-addon.md §2, §3
 * "Pre-populate"; MARKUP-FACTS §3.1): only when its `form` parameter names
 * this form; every other parameter whose name is a field name (`name` or
 * `name[]`) gives that field its values, in order. Names starting with `_`
 * (CF7's own fields) and control characters are dropped; the values are text
 * for `.value`, never markup.
 */
export function prefillValues(search: string, formId: number): ReadonlyMap<string, readonly string[]> | null {
  const params = new URLSearchParams(search);
  if (params.get(PREFILL_FORM_PARAM)?.trim() !== String(formId)) return null;
  const values = new Map<string, string[]>();
  for (const [rawName, rawValue] of params) {
    if (rawName === PREFILL_FORM_PARAM) continue;
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    if (!FIELD_NAME.test(name)) continue;
    // Control characters other than line breaks (textareas keep those).
    // eslint-disable-next-line no-control-regex
    const value = rawValue.replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g, '').slice(0, PREFILL_MAX_LENGTH);
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

/**
 * The address a source form sends its values on to (the other half of
 * pre-populate): `{redirectURL}?form={prePopluateForm}&field=value…` for the
 * listed fields, built with URLSearchParams so values stay values.
 */
export function prefillLink(redirectURL: string, targetFormId: number | string, fields: readonly string[], inputs: readonly { name: string; value: string }[], base: string): string | null {
  let url: URL;
  try {
    url = new URL(redirectURL.trim(), base);
  } catch {
    return null;
  }
  url.searchParams.set(PREFILL_FORM_PARAM, String(targetFormId));
  for (const field of fields) {
    for (const input of inputs) {
      if (input.name === field) url.searchParams.append(field, input.value);
      else if (input.name === `${field}[]`) url.searchParams.append(`${field}[]`, input.value);
    }
  }
  // Same-origin targets stay relative, so the redirect check treats them as such.
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
