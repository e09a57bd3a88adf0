/** A form's values by field name: text, or a list for multi-value fields (`extras[]`). */
export type FormValues = Readonly<Record<string, string | readonly string[]>>;

/**
 * Values by field name from form entries (`FormData`, or a sent form's
 * `inputs`): a `name[]` is a list under `name`, a repeated name a list too;
 * names starting with `_` (CF7's hidden fields) and file parts are left out.
 */
export function formValuesOf(entries: Iterable<readonly [string, unknown]>): FormValues {
  const values = Object.create(null) as Record<string, string | string[]>;
  for (const [rawName, value] of entries) {
    if (rawName.startsWith('_') || typeof value !== 'string') continue;
    const isList = rawName.endsWith('[]');
    const name = isList ? rawName.slice(0, -2) : rawName;
    const seen = values[name];
    if (seen === undefined) values[name] = isList ? [value] : value;
    else values[name] = [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return values;
}

/** The values of a sent form's `inputs` (`cmsmf:form-mail-sent`). */
export const formValuesOfInputs = (inputs: ReadonlyArray<{ name: string; value: string }>): FormValues =>
  formValuesOf(inputs.map(({ name, value }) => [name, value] as const));
