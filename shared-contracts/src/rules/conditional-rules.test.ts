import type { ConditionalRule } from '../settings/forms/conditional';
import { conditionHolds, ruleMatches, settleConditionalRules } from './conditional-rules';

const rule = (field: string, visibility: 'show' | 'hide', match: 'any' | 'all', conditions: ConditionalRule['conditions']): ConditionalRule => ({ field, visibility, match, conditions });
const c = (field: string, operator: ConditionalRule['conditions'][number]['operator'], value: string) => ({ field, operator, value });

describe('conditionHolds: the six operators compare numerically', () => {
  test.each([
    ['equal', '5', '5', true], ['equal', '5.0', '5', true], ['equal', '4', '5', false],
    ['not_equal', '4', '5', true], ['not_equal', '5', '5.00', false],
    ['greater_than', '10', '9', true], ['greater_than', '9', '10', false], ['greater_than', '9', '9', false],
    ['less_than', '9', '10', true], ['less_than', '10', '9', false], ['less_than', '10', '10', false],
    ['greater_than_or_equal_to', '10', '10', true], ['greater_than_or_equal_to', '9', '10', false],
    ['less_than_or_equal_to', '10', '10', true], ['less_than_or_equal_to', '11', '10', false],
  ] as const)('%s: %s against %s is %s', (operator, actual, value, expected) => {
    expect(conditionHolds({ operator, value }, actual)).toBe(expected);
  });

  test('text compares numerically as 10 > 9 (not "10" < "9")', () => {
    expect(conditionHolds({ operator: 'greater_than', value: '9' }, '10')).toBe(true);
  });

  test('an empty or non-numeric value never satisfies an ordering', () => {
    for (const operator of ['greater_than', 'less_than', 'greater_than_or_equal_to', 'less_than_or_equal_to'] as const) {
      expect(conditionHolds({ operator, value: '0' }, '')).toBe(false);
      expect(conditionHolds({ operator, value: '0' }, 'abc')).toBe(false);
    }
  });

  test('equal and not_equal fall back to exact text for choices', () => {
    expect(conditionHolds({ operator: 'equal', value: 'yes' }, 'yes')).toBe(true);
    expect(conditionHolds({ operator: 'not_equal', value: 'yes' }, 'no')).toBe(true);
    expect(conditionHolds({ operator: 'equal', value: 'yes' }, '')).toBe(false);
  });

  test('an unknown operator never holds', () => {
    expect(conditionHolds({ operator: 'contains' as never, value: '1' }, '1')).toBe(false);
  });
});

describe('ruleMatches: any and all', () => {
  const values: Record<string, string[]> = { a: ['1'], b: ['2'] };
  const valueOf = (field: string) => values[field] ?? [];
  test('any needs one condition, all needs every one', () => {
    const conditions = [c('a', 'equal', '1'), c('b', 'equal', '3')];
    expect(ruleMatches(rule('g', 'show', 'any', conditions), valueOf)).toBe(true);
    expect(ruleMatches(rule('g', 'show', 'all', conditions), valueOf)).toBe(false);
    expect(ruleMatches(rule('g', 'show', 'all', [c('a', 'equal', '1'), c('b', 'equal', '2')]), valueOf)).toBe(true);
  });
  test('a rule without conditions never matches', () => {
    expect(ruleMatches(rule('g', 'show', 'all', []), valueOf)).toBe(false);
  });
  test('a multi-value field matches when any of its values does', () => {
    expect(ruleMatches(rule('g', 'show', 'any', [c('boxes', 'equal', '3')]), () => ['1', '3'])).toBe(true);
  });
});

describe('settleConditionalRules', () => {
  const noGroups = () => undefined;
  test('show rules hide their group until they match; hide rules hide it when they match', () => {
    const rules = [rule('extras', 'show', 'any', [c('guests', 'greater_than', '2')]), rule('notes', 'hide', 'all', [c('guests', 'equal', '1')])];
    expect(settleConditionalRules(rules, { guests: '1' }, noGroups).hidden).toEqual(['extras', 'notes']);
    expect(settleConditionalRules(rules, { guests: '3' }, noGroups).hidden).toEqual([]);
  });

  test('reads name[] values of checkboxes', () => {
    const rules = [rule('g', 'show', 'any', [c('choice', 'equal', '2')])];
    expect(settleConditionalRules(rules, { 'choice[]': ['1', '2'] }, noGroups).hidden).toEqual([]);
  });

  test('chains settle: a field in a hidden group counts as empty for the next rule', () => {
    // a shows b when x=1; b's field y=5 shows c.
    const groups: Record<string, string> = { y: 'b', z: 'c' };
    const rules = [rule('c', 'show', 'any', [c('y', 'equal', '5')]), rule('b', 'show', 'any', [c('x', 'equal', '1')])];
    expect(settleConditionalRules(rules, { x: '1', y: '5' }, (f) => groups[f]).hidden).toEqual([]);
    // b hidden, so y is empty, so c is hidden too, whatever y still holds.
    expect(settleConditionalRules(rules, { x: '0', y: '5' }, (f) => groups[f]).hidden).toEqual(['c', 'b']);
  });

  test('a cycle is detected and evaluation ends', () => {
    // p shows when q's field is 1; q shows when p's field is 1: each hides the other's input.
    const groups: Record<string, string> = { pf: 'p', qf: 'q' };
    const rules = [rule('p', 'show', 'any', [c('qf', 'equal', '1')]), rule('q', 'show', 'any', [c('pf', 'equal', '1')])];
    const state = settleConditionalRules(rules, { pf: '1', qf: '1' }, (f) => groups[f]);
    expect([...state.cycles].sort()).toEqual(['p', 'q']);
    expect(Array.isArray(state.hidden)).toBe(true);
  });

  test('a rule that reads a field of its own group is a cycle of one', () => {
    const rules = [rule('self', 'hide', 'any', [c('inside', 'equal', '1')])];
    const state = settleConditionalRules(rules, { inside: '1' }, () => 'self');
    expect(state.cycles).toEqual(['self']);
    expect(state.hidden).toEqual(['self']);
  });

  test('two rules on one group: any rule that hides it wins', () => {
    const rules = [rule('g', 'show', 'any', [c('a', 'equal', '1')]), rule('g', 'hide', 'any', [c('b', 'equal', '1')])];
    expect(settleConditionalRules(rules, { a: '1', b: '0' }, noGroups).hidden).toEqual([]);
    expect(settleConditionalRules(rules, { a: '1', b: '1' }, noGroups).hidden).toEqual(['g']);
  });

  test('malformed rules are ignored', () => {
    const rules = [{ field: '', visibility: 'show', match: 'any', conditions: [] }, { visibility: 'show' }, null] as unknown as ConditionalRule[];
    expect(settleConditionalRules(rules, {}, noGroups)).toEqual({ hidden: [], cycles: [] });
  });
});
