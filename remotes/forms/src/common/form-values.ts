import { fieldName } from './field-names';

/** Field values as the step-validation actions send them: multi-value fields as arrays, files left out. */
export type FieldValues = Record<string, string | string[]>;

/**
 * Reads the values of a form's entries (`new FormData(form)`): names ending in
 * `[]` become arrays under the bare name (the client sends them back as
 * `name[]`), and file parts are skipped: uploads travel as the records in the
 * uploader's value input, never as files here.
 */
export function fieldValues(entries: Iterable<[string, FormDataEntryValue]>): FieldValues {
  const values: FieldValues = {};
  for (const [rawName, value] of entries) {
    if (typeof value !== 'string') continue;
    const name = fieldName(rawName);
    if (rawName.endsWith('[]')) {
      const list = values[name];
      values[name] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      values[name] = value;
    }
  }
  return values;
}
