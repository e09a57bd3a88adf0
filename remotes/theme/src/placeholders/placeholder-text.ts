/**
 * Labels shown as placeholders (theme-frontend.md §2: "Form fields whose
 * labels show as placeholder text inside the input, restored on blur when
 * empty"; MARKUP-FACTS §1.5 "Comments module": the text comes from the
 * label, with `span.required`). A native `placeholder` does exactly that and
 * never becomes the field's value, so the label text goes there.
 */
export function placeholderText(labelText: string, required: boolean): string {
  const text = labelText.replace(/\s*\*\s*$/, '').replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  return required ? `${text} *` : text;
}
