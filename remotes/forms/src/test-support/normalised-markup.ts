/** The markup under `root` with each element's attributes in name order, to compare DOM before mount and after unmount. */
export function normalisedMarkup(root: Element = document.body): string {
  const copy = root.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll('*')) {
    const attributes = [...el.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) el.removeAttribute(name);
    for (const [name, value] of attributes) el.setAttribute(name, value);
  }
  return copy.innerHTML;
}
