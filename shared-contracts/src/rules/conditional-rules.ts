import type { ConditionalCondition, ConditionalRule } from '../settings/forms/conditional';

/**
 * Conditional fields (forms-addon.md §3 "Conditional rules", §5 operators):
 * which `div.conditional.{group}` groups are hidden for a form's values. The
 * forms remote runs it on every change; the reference site runs it again on
 * the posted values, so a browser cannot skip a rule by claiming a group is
 * hidden.
 */

/** Values by field name; a multi-value field (`name[]`) gives all its values. */
export type ConditionalValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The result of settling a form's rules. */
export interface ConditionalState {
  /** Groups hidden now, in rule order. */
  readonly hidden: readonly string[];
  /** Rules whose groups take part in a cycle (each group's fields feed the other's rule); they were left at their first state. */
  readonly cycles: readonly string[];
}

/**
 * Compares numerically (§5): both sides must be finite numbers, except that
 * `equal`/`not_equal` fall back to exact text, so a choice like `yes` can be
 * tested. Empty values never satisfy a numeric comparison.
 */
export function conditionHolds(condition: Pick<ConditionalCondition, 'operator' | 'value'>, actual: string): boolean {
  const left = actual.trim();
  const right = String(condition.value ?? '').trim();
  const a = left === '' ? Number.NaN : Number(left);
  const b = right === '' ? Number.NaN : Number(right);
  const numeric = Number.isFinite(a) && Number.isFinite(b);
  switch (condition.operator) {
    case 'equal': return numeric ? a === b : left === right;
    case 'not_equal': return numeric ? a !== b : left !== right;
    case 'greater_than': return numeric && a > b;
    case 'less_than': return numeric && a < b;
    case 'greater_than_or_equal_to': return numeric && a >= b;
    case 'less_than_or_equal_to': return numeric && a <= b;
    default: return false;
  }
}

/** Whether a rule's conditions match (`any` or `all`; an empty list never matches). */
export function ruleMatches(rule: ConditionalRule, valueOf: (field: string) => readonly string[]): boolean {
  const conditions = rule.conditions ?? [];
  if (conditions.length === 0) return false;
  // A multi-value field satisfies a condition when any of its values does (a checked box among several).
  const test = (condition: ConditionalCondition) => {
    const values = valueOf(condition.field);
    return (values.length === 0 ? [''] : values).some((value) => conditionHolds(condition, value));
  };
  return rule.match === 'all' ? conditions.every(test) : conditions.some(test);
}

const asList = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/**
 * Settles a form's rules: a group is hidden by a `show` rule that does not
 * match or a `hide` rule that does. A field inside a hidden group counts as
 * empty, so a rule that reads it sees the change (chains); evaluation repeats
 * until nothing changes. A cycle of groups that hide each other cannot
 * settle: it is detected from the rules' dependencies, and its groups keep
 * the state the first pass gave them, so evaluation always ends.
 *
 * `groupOf` names the group a field sits in (undefined: outside any group).
 */
export function settleConditionalRules(
  rules: readonly ConditionalRule[],
  values: ConditionalValues,
  groupOf: (field: string) => string | undefined,
): ConditionalState {
  const valid = rules.filter((rule) => typeof rule?.field === 'string' && rule.field !== '' && Array.isArray(rule.conditions));
  const cycles = findCycles(valid, groupOf);
  const hidden = new Set<string>();
  const valueOf = (field: string): readonly string[] => {
    const group = groupOf(field);
    return group !== undefined && hidden.has(group) ? [] : asList(values[field] ?? values[`${field}[]`]);
  };
  const decide = (rule: ConditionalRule) => (rule.visibility === 'hide' ? ruleMatches(rule, valueOf) : !ruleMatches(rule, valueOf));
  // A first pass for every rule, then only rules outside cycles until stable; bounded by the rule count.
  for (const rule of valid) if (decide(rule)) hidden.add(rule.field);
  for (let pass = 0; pass <= valid.length; pass += 1) {
    let changed = false;
    for (const rule of valid) {
      if (cycles.has(rule.field)) continue;
      const hide = groupHiddenBy(valid, rule.field, decide);
      if (hide !== hidden.has(rule.field)) {
        changed = true;
        if (hide) hidden.add(rule.field);
        else hidden.delete(rule.field);
      }
    }
    if (!changed) break;
  }
  return { hidden: [...new Set(valid.map((rule) => rule.field))].filter((group) => hidden.has(group)), cycles: [...cycles] };
}

/** Several rules may target one group: any rule that hides it wins. */
function groupHiddenBy(rules: readonly ConditionalRule[], group: string, decide: (rule: ConditionalRule) => boolean): boolean {
  return rules.some((rule) => rule.field === group && decide(rule));
}

/** Groups on a dependency cycle: group A's rule reads a field inside group B whose rule reads a field inside A (any length). */
function findCycles(rules: readonly ConditionalRule[], groupOf: (field: string) => string | undefined): Set<string> {
  const edges = new Map<string, Set<string>>();
  for (const rule of rules) {
    const from = edges.get(rule.field) ?? new Set<string>();
    for (const condition of rule.conditions) {
      const group = groupOf(condition.field);
      if (group !== undefined) from.add(group);
    }
    edges.set(rule.field, from);
  }
  const onCycle = new Set<string>();
  for (const start of edges.keys()) {
    // Depth-first from `start`: reaching `start` again puts it on a cycle.
    const seen = new Set<string>();
    const stack = [...(edges.get(start) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === start) {
        onCycle.add(start);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(edges.get(next) ?? []));
    }
  }
  return onCycle;
}
