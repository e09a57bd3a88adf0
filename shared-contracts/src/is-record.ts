/** A non-null, non-array object: the shape every JSON object of an answer or a page global is read as. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
