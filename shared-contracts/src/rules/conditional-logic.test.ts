import { hiddenFieldIds, parseConditionalLogic, ruleHolds, type ContactFormRule } from './conditional-logic';

const rule = (operator: ContactFormRule['operator'], value = ''): ContactFormRule => ({ fieldId: 'f', operator, value });

describe('conditional logic operators (theme-frontend.md §5)', () => {
  it.each<[ContactFormRule['operator'], string, string | string[], boolean]>([
    ['is', 'Moorings', 'Moorings', true],
    ['is', 'Moorings', 'Events', false],
    ['is', 'Kayak', ['Dinghy', 'Kayak'], true],
    ['is not', 'Moorings', 'Events', true],
    ['is not', 'Kayak', ['Kayak'], false],
    ['is empty', '', '', true],
    ['is empty', '', '  ', true],
    ['is empty', '', 'x', false],
    ['is empty', '', [], true],
    ['is not empty', '', 'x', true],
    ['is not empty', '', ['a'], true],
    ['is not empty', '', [], false],
    ['contains', 'berth', 'a berth in July', true],
    ['contains', 'berth', 'a buoy', false],
    ['does not contain', 'berth', 'a buoy', true],
    ['does not contain', 'berth', 'berth 4', false],
    ['is greater', '10', '12', true],
    ['is greater', '10', '10', false],
    ['is greater', '10', 'ten', false],
    ['is less', '10', '9.5', true],
    ['is less', '10', '10', false],
  ])('%s %j against %j is %s', (operator, value, fieldValue, expected) => {
    expect(ruleHolds(rule(operator, value), fieldValue)).toBe(expected);
  });

  it('treats a hidden field (null) as holding no rule', () => {
    expect(ruleHolds(rule('is empty'), null)).toBe(false);
    expect(ruleHolds(rule('is not', 'x'), null)).toBe(false);
  });
});

describe('parseConditionalLogic', () => {
  it('reads rules, the long operator spellings and the relation', () => {
    expect(parseConditionalLogic('[["topic","is","Moorings"],["size","is greater than",5]]', 'any')).toEqual({
      relation: 'any',
      rules: [
        { fieldId: 'topic', operator: 'is', value: 'Moorings' },
        { fieldId: 'size', operator: 'is greater', value: '5' },
      ],
    });
  });
  it('defaults the relation to all and drops unknown operators and malformed rules', () => {
    expect(parseConditionalLogic('[["a","equals","x"],["b","is","y"],[1,"is","z"],"c"]', null)).toEqual({ relation: 'all', rules: [{ fieldId: 'b', operator: 'is', value: 'y' }] });
  });
  it.each([null, '', 'not json', '{}', '[]', '[["a","nope","x"]]'])('has no logic for %j', (json) => {
    expect(parseConditionalLogic(json, 'all')).toBeNull();
  });
});

describe('hiddenFieldIds: all / any and chains', () => {
  const values: Record<string, string | string[]> = { topic: 'Events', boats: ['Dinghy'], size: '' };
  const valueOf = (id: string) => values[id] ?? '';
  const logic = (json: string, relation: 'all' | 'any') => parseConditionalLogic(json, relation);

  it('all needs every rule, any needs one', () => {
    const fields = [
      { id: 'all', logic: logic('[["topic","is","Events"],["boats","is","Kayak"]]', 'all') },
      { id: 'any', logic: logic('[["topic","is","Events"],["boats","is","Kayak"]]', 'any') },
      { id: 'plain', logic: null },
    ];
    expect(hiddenFieldIds(fields, valueOf)).toEqual(new Set(['all']));
  });

  it('a field shown only by a hidden field is hidden too', () => {
    const fields = [
      { id: 'berth', logic: logic('[["topic","is","Moorings"]]', 'all') },
      { id: 'length', logic: logic('[["berth","is empty",""]]', 'all') },
    ];
    expect(hiddenFieldIds(fields, valueOf)).toEqual(new Set(['berth', 'length']));
  });
});

test('an operator named after an Object.prototype member is unknown, not that member (fast-check seed 1604644795)', () => {
  for (const name of ['__proto__', 'constructor', 'toString']) {
    expect(parseConditionalLogic(JSON.stringify([['', name, '']]), null)).toBeNull();
  }
});
