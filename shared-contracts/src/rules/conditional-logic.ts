/**
 * The page builder's contact-form conditional logic (theme-frontend.md §5;
 * MARKUP-FACTS §1.5 "Contact form"): a field printed with
 * `data-conditional-logic` (JSON `[[fieldId, operator, value]…]`) and
 * `data-conditional-relation` (`all` | `any`) shows only while its rules hold.
 * One copy for the browser, which hides the fields, and the reference site,
 * which must not require a field the rules hide.
 */

/** The operators of §5, plus the long spellings the theme also prints. */
export const CONTACT_FORM_OPERATORS = ['is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less'] as const;
export type ContactFormOperator = (typeof CONTACT_FORM_OPERATORS)[number];
// A Map, not an object literal: an operator named `__proto__` or `constructor` must not find Object.prototype's members.
const ALIASES: ReadonlyMap<string, ContactFormOperator> = new Map([['is greater than', 'is greater'], ['is less than', 'is less']]);

export interface ContactFormRule {
  /** `data-id` of the field whose value is tested. */
  readonly fieldId: string;
  readonly operator: ContactFormOperator;
  readonly value: string;
}

export interface ConditionalLogic {
  readonly rules: readonly ContactFormRule[];
  /** `all`: every rule must hold; `any`: one is enough. @default 'all' */
  readonly relation: 'all' | 'any';
}

/**
 * A field's value as a rule sees it: text, or the checked options of a
 * checkbox group; `null` while that field is itself hidden (its rules then
 * count as not holding, as the theme skips fields that are not visible).
 */
export type ConditionalValue = string | readonly string[] | null;

/** Rules beyond this many are ignored: markup is authored, but read from the page. */
const MAX_RULES = 50;

/** Reads the two attributes; null when there is no usable rule (the field is always shown). */
export function parseConditionalLogic(rulesJson: string | null | undefined, relation: string | null | undefined): ConditionalLogic | null {
  if (!rulesJson) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(rulesJson);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  const rules: ContactFormRule[] = [];
  for (const item of raw.slice(0, MAX_RULES)) {
    if (!Array.isArray(item) || typeof item[0] !== 'string' || typeof item[1] !== 'string') continue;
    const name = item[1].trim().toLowerCase();
    const operator = ALIASES.get(name) ?? (CONTACT_FORM_OPERATORS as readonly string[]).find((op) => op === name);
    if (!operator) continue;
    const value = typeof item[2] === 'string' || typeof item[2] === 'number' ? String(item[2]) : '';
    rules.push({ fieldId: item[0], operator: operator as ContactFormOperator, value });
  }
  return rules.length === 0 ? null : { rules, relation: relation === 'any' ? 'any' : 'all' };
}

/** Whether one rule holds for the tested field's value. */
export function ruleHolds(rule: ContactFormRule, value: ConditionalValue): boolean {
  if (value === null) return false;
  const items = typeof value === 'string' ? [value] : value;
  const text = typeof value === 'string' ? value : value.join(', ');
  const empty = typeof value === 'string' ? value.trim() === '' : value.length === 0;
  switch (rule.operator) {
    case 'is':
      return items.includes(rule.value);
    case 'is not':
      return !items.includes(rule.value);
    case 'is empty':
      return empty;
    case 'is not empty':
      return !empty;
    case 'contains':
      return items.some((item) => item.includes(rule.value));
    case 'does not contain':
      return !items.some((item) => item.includes(rule.value));
    case 'is greater':
    case 'is less': {
      const [left, right] = [Number.parseFloat(text), Number.parseFloat(rule.value)];
      if (Number.isNaN(left) || Number.isNaN(right)) return false;
      return rule.operator === 'is greater' ? left > right : left < right;
    }
  }
}

/** Whether a field with `logic` is shown, given the values of the fields its rules test. */
export function isShownBy(logic: ConditionalLogic, valueOf: (fieldId: string) => ConditionalValue): boolean {
  const holds = (rule: ContactFormRule) => ruleHolds(rule, valueOf(rule.fieldId));
  return logic.relation === 'any' ? logic.rules.some(holds) : logic.rules.every(holds);
}

/**
 * The ids of the fields hidden by their rules. A hidden field's value counts
 * as absent for the rules of others, so this settles in a few passes (at most
 * one per field; a cycle that never settles keeps its last pass).
 */
export function hiddenFieldIds(
  fields: readonly { readonly id: string; readonly logic: ConditionalLogic | null }[],
  valueOf: (fieldId: string) => ConditionalValue,
): Set<string> {
  let hidden = new Set<string>();
  for (let pass = 0; pass <= fields.length; pass += 1) {
    const current = hidden;
    const next = new Set(fields.filter((field) => field.logic && !isShownBy(field.logic, (id) => (current.has(id) ? null : valueOf(id)))).map((field) => field.id));
    const settled = next.size === hidden.size && [...next].every((id) => hidden.has(id));
    hidden = next;
    if (settled) break;
  }
  return hidden;
}
