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

const HAS = /^[a-z]*:has\((.*)\)$/;

/**
 * The selectors the shell's first chunk probes for, from the registry's: it only decides whether
 * the runtime starts, and the runtime then matches every entry exactly. So what only narrows a
 * match goes (`:not(…)`), a page-level `body:has(X)` becomes X, and each selector is written once
 * without spaces: the first chunk stays within its 2 KB. A looser probe can only start the
 * runtime on a page where nothing mounts; it never misses a module.
 */
export function probeSelectors(selectors: readonly string[]): string[] {
  const out = new Set<string>();
  const add = (selector: string): void => {
    const has = HAS.exec(selector);
    if (has) return splitList(has[1]!).forEach(add);
    const loose = withoutNot(selector).trim();
    if (loose) out.add(loose);
  };
  selectors.flatMap(splitList).forEach(add);
  return [...out];
}
