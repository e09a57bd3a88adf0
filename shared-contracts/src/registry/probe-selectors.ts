/** Splits a selector list at its top-level commas (not those inside `:not(…)` or `:has(…)`). */
export function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Removes every `:not(…)` group, however nested. */
function withoutNot(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      for (i += 4; i < selector.length; i++) {
        if (selector[i] === '(') depth++;
        else if (selector[i] === ')' && --depth === 0) break;
      }
      continue;
    }
    out += selector[i];
  }
  return out;
}

/**
 * A lone compound of classes (`input.eacf7-phone`, `.eacf7-uploader.file-upload`) probed by its
 * first class alone: looser, shorter, and several entries share it. Anything else stays as it is.
 */
function simplest(selector: string): string {
  const compound = /^[a-z]*(\.[\w-]+)(\.[\w-]+)*$/.exec(selector);
  return compound ? compound[1]! : selector;
}

/** Class prefixes whose members the probe looks for with one `[class*=…]`. */
const FAMILIES = ['et_pb_wc_'];

const HAS = /^[a-z]*:(?:has|is)\((.*)\)$/;

/**
 * The selectors the shell's first chunk probes for, from the registry's: it only decides whether
 * the runtime starts, and the runtime then matches every entry exactly. So what only narrows a
 * match goes (`:not(…)`), a page-level `body:has(X)` or `body:is(X)` becomes X, and each selector is written once
 * without spaces: the first chunk stays within its 2 KB. A looser probe can only start the
 * runtime on a page where nothing mounts; it never misses a module.
 */
export function probeSelectors(selectors: readonly string[]): string[] {
  const out = new Set<string>();
  const add = (selector: string): void => {
    const has = HAS.exec(selector);
    if (has) return splitList(has[1]!).forEach(add);
    const loose = simplest(withoutNot(selector).trim());
    if (loose) out.add(loose);
  };
  selectors.flatMap(splitList).forEach(add);
  // A family of classes sharing a prefix is probed by the prefix once (the shop's checkout and cart modules).
  const families = FAMILIES.filter((prefix) => [...out].filter((selector) => selector.startsWith(`.${prefix}`)).length > 1);
  return [...out].filter((selector) => !families.some((prefix) => selector.startsWith(`.${prefix}`))).concat(families.map((prefix) => `[class*=${prefix}]`));
}
