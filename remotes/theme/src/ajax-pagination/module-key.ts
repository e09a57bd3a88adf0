/**
 * How to find "the same module" in another page of the site: its `id`, else
 * its order class (`et_pb_blog_0`, MARKUP-FACTS §1.2), which the builder
 * numbers the same way on every page of a layout. Null when it has neither.
 */
export function moduleSelector(module: Element): string | null {
  if (module.id) return `[id="${module.id.replace(/["\\]/g, '\\$&')}"]`;
  const order = [...module.classList].find((cls) => /^et_pb_[a-z_]+_\d+$/.test(cls) && !/_(tb_header|tb_body|tb_footer)$/.test(cls));
  return order ? `.${order}` : null;
}

/** Whether a pagination link may be fetched in place: same origin, http(s). */
export function isSameOriginPage(href: string, base: string): URL | null {
  try {
    const url = new URL(href, base);
    const from = new URL(base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === from.origin ? url : null;
  } catch {
    return null;
  }
}
