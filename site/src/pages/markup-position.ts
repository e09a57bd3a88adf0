/** What a start tag must carry to be the subject of one compound selector: `input.eacf7-phone`, `#main-header`. */
interface Subject {
  readonly tag?: string;
  readonly id?: string;
  readonly classes: readonly string[];
}

/** Splits a selector list on its top-level commas (not those inside `:not(…)`). */
function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * The subject of a complex selector: its last compound, without pseudo-classes and attribute tests,
 * which only narrow it. Looser than the browser on purpose: it may find a module the shell then skips,
 * never miss one the shell mounts. Null for a subject it cannot read (`*`, attributes only).
 */
function subjectOf(complex: string): Subject | null {
  const withoutPseudo = complex.replace(/:[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').replace(/\[[^\]]*\]/g, '');
  const last = withoutPseudo.trim().split(/\s*[\s>+~]\s*/).at(-1) ?? '';
  const match = /^([a-zA-Z][\w-]*)?((?:[.#][\w-]+)*)$/.exec(last);
  if (!match || (!match[1] && !match[2])) return null;
  const parts = match[2]!.match(/[.#][\w-]+/g) ?? [];
  return {
    tag: match[1]?.toLowerCase(),
    id: parts.find((p) => p.startsWith('#'))?.slice(1),
    classes: parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1)),
  };
}

const START_TAG = /<([a-zA-Z][\w-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const attribute = (attributes: string, name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);

function tagMatches(tag: string, attributes: string, subject: Subject): boolean {
  if (subject.tag && subject.tag !== tag.toLowerCase()) return false;
  if (subject.id) {
    const id = attribute(attributes, 'id');
    if ((id?.[1] ?? id?.[2] ?? id?.[3]) !== subject.id) return false;
  }
  if (subject.classes.length === 0) return true;
  const value = attribute(attributes, 'class');
  const classes = new Set((value?.[1] ?? value?.[2] ?? value?.[3] ?? '').split(/\s+/));
  return subject.classes.every((c) => classes.has(c));
}

/**
 * Where the first element `selector` (a module declaration's, shared-contracts/MARKUP.md) may match
 * begins in the server's `html`, as a character index; -1 when the page holds none. Server-side, without
 * a DOM: each selector's subject is matched against the start tags by tag name, id and classes.
 */
export function firstMarkupIndex(html: string, selector: string): number {
  const subjects = selectorList(selector).map(subjectOf);
  if (subjects.some((s) => s === null)) return -1;
  for (const match of html.matchAll(START_TAG)) {
    if (subjects.some((s) => tagMatches(match[1]!, match[2]!, s!))) return match.index;
  }
  return -1;
}
