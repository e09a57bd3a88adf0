/**
 * The part of semver that shared-module negotiation needs: compare two versions
 * and test a version against a range as package.json writes them (`^11.2.0`,
 * `~3.0.1`, `>=1.2.0 <2.0.0`, `1.x`, `*`, `a || b`). Enough for the ranges our
 * build writes (`^<version>`) and for hand-written ones; build metadata is ignored.
 * A prerelease counts by its order (11.3.0-rc.1 is in ^11.2.0), unlike npm, which
 * leaves prereleases out of ranges that name none: a remote built against a
 * prerelease still shares its singletons instead of bundling a second copy.
 */

interface Version {
  readonly numbers: readonly [number, number, number];
  readonly prerelease: readonly string[];
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function parseVersion(text: string): Version | undefined {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return { numbers: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4] ? match[4].split('.') : [] };
}

function comparePrerelease(a: readonly string[], b: readonly string[]): number {
  // A release ranks above its prereleases: 1.0.0 > 1.0.0-rc.1.
  if (!a.length || !b.length) return Math.sign(b.length - a.length);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    const [x, y] = [a[i]!, b[i]!];
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    const order = numeric ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
    if (order) return Math.sign(order);
  }
  return 0;
}

function compareParsed(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) {
    if (a.numbers[i] !== b.numbers[i]) return Math.sign(a.numbers[i]! - b.numbers[i]!);
  }
  return comparePrerelease(a.prerelease, b.prerelease);
}

/** Sorts versions ascending; a string that is no version ranks below every version. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  if (!x || !y) return Number(Boolean(x)) - Number(Boolean(y));
  return compareParsed(x, y);
}

type Comparator = (version: Version) => boolean;

/** A partial version in a range: `1`, `1.2`, `1.x`, `1.2.*`; missing parts are wildcards. */
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$/;

function parsePartial(text: string): { parts: number[]; prerelease: string[] } | undefined {
  const match = PARTIAL.exec(text);
  if (!match) return undefined;
  const parts: number[] = [];
  for (const part of [match[1], match[2], match[3]]) {
    if (part === undefined || !/^\d+$/.test(part)) break;
    parts.push(Number(part));
  }
  return { parts, prerelease: match[4] ? match[4].split('.') : [] };
}

const at = (parts: number[], prerelease: string[] = []): Version => ({
  numbers: [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0],
  prerelease,
});
const atLeast = (floor: Version): Comparator => (v) => compareParsed(v, floor) >= 0;
/** Below the next release line; `-0` keeps that line's prereleases out too. */
const below = (ceiling: number[]): Comparator => (v) => compareParsed(v, at(ceiling, ['0'])) < 0;
const bothOf = (a: Comparator, b: Comparator): Comparator => (v) => a(v) && b(v);

function caret(parts: number[], prerelease: string[]): Comparator {
  const [major = 0, minor = 0] = parts;
  // ^1.2.3 := <2.0.0, ^0.2.3 := <0.3.0, ^0.0.3 := <0.0.4 (and ^1 / ^0.2 / ^0.0 by the parts given).
  const ceiling =
    major > 0 || parts.length < 2 ? [major + 1] : minor > 0 || parts.length < 3 ? [0, minor + 1] : [0, 0, (parts[2] ?? 0) + 1];
  return bothOf(atLeast(at(parts, prerelease)), below(ceiling));
}

function tilde(parts: number[], prerelease: string[]): Comparator {
  const ceiling = parts.length < 2 ? [(parts[0] ?? 0) + 1] : [parts[0]!, parts[1]! + 1];
  return bothOf(atLeast(at(parts, prerelease)), below(ceiling));
}

/** `=1.2` is every 1.2.x: a wildcard reaches up to the next release line. */
function exactly(parts: number[], prerelease: string[]): Comparator {
  if (parts.length === 3) return (v) => compareParsed(v, at(parts, prerelease)) === 0;
  const ceiling = [...parts.slice(0, -1), parts[parts.length - 1]! + 1];
  return bothOf(atLeast(at(parts)), below(ceiling));
}

function comparator(text: string): Comparator | undefined {
  const match = /^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$/.exec(text)!;
  const [operator = '=', rest = ''] = [match[1], match[2]];
  const partial = parsePartial(rest);
  if (!partial) return undefined;
  const { parts, prerelease } = partial;
  // `*` and `x` stand for every version: below or above all of them is nothing.
  if (parts.length === 0) return operator === '<' || operator === '>' ? () => false : () => true;
  const version = at(parts, prerelease);
  switch (operator) {
    case '^':
      return caret(parts, prerelease);
    case '~':
    case '~>':
      return tilde(parts, prerelease);
    case '>=':
      return atLeast(version);
    case '<':
      return (v) => compareParsed(v, version) < 0;
    case '>':
      return parts.length === 3 ? (v) => compareParsed(v, version) > 0 : (v) => !exactly(parts, [])(v) && compareParsed(v, version) > 0;
    case '<=':
      return parts.length === 3 ? (v) => compareParsed(v, version) <= 0 : below([...parts.slice(0, -1), parts[parts.length - 1]! + 1]);
    default:
      return exactly(parts, prerelease);
  }
}

/** Whether `version` lies in `range`; an unparsable version or range satisfies nothing. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    // Hyphen ranges (`1.2.3 - 2.3.4`) are rare in shared configs; as comparators they fail to parse.
    const tokens = alternative.trim().replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
    if (tokens.length === 0) return true;
    const comparators = tokens.map(comparator);
    return comparators.every((test) => test !== undefined && test(parsed));
  });
}
