import type { CONDITIONAL_OPERATORS } from '../../constants/forms-constants';

/**
 * Conditional rules (forms-addon.md §3, §5), printed as
 * `var eacf7ConditionalData_{formId}` = an array of rules (MARKUP-FACTS §3.1).
 */
export type ConditionalOperator = (typeof CONDITIONAL_OPERATORS)[number];

export interface ConditionalCondition {
  /** Name of the field whose value is tested (`name` or `name[]` in the form). */
  readonly field: string;
  readonly operator: ConditionalOperator;
  /** Compared numerically (§5). */
  readonly value: string;
}

export interface ConditionalRule {
  /** Group class of the `div.conditional.{group}` this rule shows or hides. */
  readonly field: string;
  readonly visibility: 'show' | 'hide';
  /** Whether any or all conditions must hold. */
  readonly match: 'any' | 'all';
  readonly conditions: readonly ConditionalCondition[];
}

/** The whole per-form global. */
export type ConditionalSettings = readonly ConditionalRule[];

/** Hidden input that carries the JSON list of hidden group names on submit. */
export const CONDITIONAL_HIDDEN_FIELDS_INPUT = '_eacf7_hidden_conditional_fields';
