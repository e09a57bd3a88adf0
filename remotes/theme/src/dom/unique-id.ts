let counter = 0;

/** A base for ids the runtime adds: the module's own id, else its order class (`et_pb_tabs_0`), made unique in the document. */
export function idBase(el: Element, prefix: string): string {
  const own = el.id || [...el.classList].find((cls) => /^et_pb_[a-z_]+_\d+$/.test(cls)) || prefix;
  let base = `cmsmf-${own}`;
  while (el.ownerDocument.getElementById(`${base}-0`)) base = `cmsmf-${own}-${++counter}`;
  return base;
}
