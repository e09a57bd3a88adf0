/**
 * An element's top in document coordinates from the offset chain, which
 * ignores CSS transforms: scroll effects and parallax move elements with
 * transforms, and measuring a moved element would feed its motion back into
 * itself (the real motion script keeps an offset tracker element for the same
 * reason). A fixed element has no offset parent: its rect stands in.
 */
export function documentTop(el: HTMLElement, scrollY: number): number {
  if (el.offsetParent === null && getComputedStyle(el).position === 'fixed') return el.getBoundingClientRect().top + scrollY;
  let top = 0;
  for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return top;
}
