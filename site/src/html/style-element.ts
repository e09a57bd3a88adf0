import { styleSheetMark } from '@cms-mf/dom-kit';

/**
 * A `<style>` for the page's head, marked as the runtime marks a sheet (dom-kit `adoptStyleSheet`:
 * `data-cmsmf-style-{id}`). Printed without a count, the sheet is the page's own: a module that brings
 * the same sheet uses it as it is and never removes it.
 *
 * Inside `<style>` only `</style` could end the element: every `<` is written as the CSS escape `\3c `,
 * which means the same character in a string and is invalid anywhere else (the sheets' values are
 * checked narrowly already; this holds whatever a check misses).
 */
export function styleElement(id: string, css: string): string {
  if (!/^[a-z0-9-]+$/.test(id)) throw new TypeError(`not a style sheet id: ${id}`);
  return `<style ${styleSheetMark(id)}>\n${css.replace(/</g, '\\3c ')}\n</style>`;
}
