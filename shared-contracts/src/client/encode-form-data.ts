/**
 * Encodes an action payload as the multipart body admin-ajax.php reads into `$_POST`/`$_FILES`.
 *
 * - string, number, boolean, bigint -> text (`true` -> "true": PHP sees strings either way)
 * - Blob / File -> a file part (a File keeps its name)
 * - array of scalars or Blobs -> repeated `name[]` entries, which PHP parses as an array
 * - any other array or object -> one JSON string (PHP handlers `json_decode` it)
 * - undefined / null -> omitted, like an unchecked checkbox
 *
 * Called once per attempt: a FormData body is consumed by the send, the payload object
 * is not, so a retry after a nonce refresh re-sends exactly the same payload.
 *
 * @param fields Sent after the payload and winning over same-named payload keys
 * (`action` and the nonce field), so a payload cannot spoof them.
 */
export function encodeFormData(payload: object, fields: Readonly<Record<string, string>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (name in fields) continue;
    appendValue(form, name, value);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function appendValue(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (isScalar(value)) {
    form.append(name, String(value));
  } else if (value instanceof Blob) {
    form.append(name, value);
  } else if (Array.isArray(value) && value.every((item) => item == null || isScalar(item) || item instanceof Blob)) {
    for (const item of value) appendValue(form, `${name}[]`, item);
  } else {
    form.append(name, JSON.stringify(value));
  }
}

function isScalar(value: unknown): value is string | number | boolean | bigint {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint';
}
