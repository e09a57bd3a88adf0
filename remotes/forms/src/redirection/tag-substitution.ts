/** The submitted inputs as CF7's `detail.inputs` gives them (names starting with `_` are already left out). */
export type SubmittedInputs = readonly { readonly name: string; readonly value: string }[];

const TAG = /\[([A-Za-z][A-Za-z0-9_-]*)\]/g;

/**
 * Replaces `[field]` placeholders with the submitted values (forms-addon.md
 * §3 `tagsSupport`), each URL-encoded, so a value can add neither a path, a
 * query parameter nor a scheme to the target. A field sent several times
 * (`name[]`) gives its values joined by `, `; an unknown tag becomes empty.
 */
export function substituteTags(template: string, inputs: SubmittedInputs): string {
  return template.replace(TAG, (_whole, name: string) => {
    const values = inputs.filter((input) => input.name === name || input.name === `${name}[]`).map((input) => input.value);
    return encodeURIComponent(values.join(', '));
  });
}
