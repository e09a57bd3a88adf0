/**
 * JSON safe to print inside a `<script>` element: `<`, `>` and `&` become
 * `\u003c`… so no value can close the script (`</script>`) or open a comment
 * (`<!--`), and U+2028/U+2029 are escaped for older parsers. The result is
 * still valid JSON and the same value.
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `var name = {…};` for one page global; names are checked, values escaped. */
export function globalDeclaration(name: string, value: unknown): string {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) throw new TypeError(`not a JavaScript identifier: ${name}`);
  return `var ${name} = ${scriptJson(value)};`;
}
