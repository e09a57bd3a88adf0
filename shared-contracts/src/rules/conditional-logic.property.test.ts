import fc from 'fast-check';
import { CONTACT_FORM_OPERATORS, hiddenFieldIds, isShownBy, parseConditionalLogic, ruleHolds, type ConditionalValue } from './conditional-logic';

// Fuzzed parsers: conditional logic as a page prints it, and the values a visitor types.
const operator = fc.oneof(fc.constantFrom(...CONTACT_FORM_OPERATORS, 'is greater than', 'IS LESS THAN', ' contains '), fc.string({ maxLength: 10 }));
const ruleJson = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.json({ maxDepth: 3 }),
  fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), operator, fc.oneof(fc.string({ maxLength: 6 }), fc.double(), fc.constant(null))), { maxLength: 60 }).map((rules) => JSON.stringify(rules)),
);
const value: fc.Arbitrary<ConditionalValue> = fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }));
const RUNS = { numRuns: 1000 };

test('parsing never throws: null, or at most 50 rules with known operators and string values', () => {
  fc.assert(
    fc.property(ruleJson, fc.option(fc.string({ maxLength: 5 })), (json, relation) => {
      const logic = parseConditionalLogic(json, relation);
      if (logic === null) return;
      expect(logic.rules.length).toBeGreaterThan(0);
      expect(logic.rules.length).toBeLessThanOrEqual(50);
      expect(['all', 'any']).toContain(logic.relation);
      for (const rule of logic.rules) {
        expect(CONTACT_FORM_OPERATORS).toContain(rule.operator);
        expect(typeof rule.fieldId).toBe('string');
        expect(typeof rule.value).toBe('string');
      }
    }),
    RUNS,
  );
});

test('a rule never throws on any value; a hidden field (null) never satisfies a rule; is and is not disagree on any present value', () => {
  fc.assert(
    fc.property(ruleJson, value, (json, fieldValue) => {
      const logic = parseConditionalLogic(json, 'any');
      if (!logic) return;
      for (const rule of logic.rules) {
        const holds = ruleHolds(rule, fieldValue);
        expect(typeof holds).toBe('boolean');
        if (fieldValue === null) expect(holds).toBe(false);
        else if (rule.operator === 'is') expect(holds).toBe(!ruleHolds({ ...rule, operator: 'is not' }, fieldValue));
      }
      expect(typeof isShownBy(logic, () => fieldValue)).toBe('boolean');
    }),
    RUNS,
  );
});

test('hidden fields settle within one pass per field, and only fields with rules are hidden', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const fieldRules = fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...CONTACT_FORM_OPERATORS), fc.constantFrom('', 'x', '1')), { minLength: 0, maxLength: 3 });
  fc.assert(
    fc.property(fc.tuple(fieldRules, fieldRules, fieldRules, fieldRules), fc.dictionary(fc.constantFrom(...ids), value), (rules, values) => {
      const fields = ids.map((id, index) => ({ id, logic: parseConditionalLogic(JSON.stringify(rules[index]), index % 2 ? 'any' : 'all') }));
      let asked = 0;
      const hidden = hiddenFieldIds(fields, (id) => {
        asked += 1;
        return values[id] ?? '';
      });
      for (const id of hidden) expect(fields.find((field) => field.id === id)?.logic).not.toBeNull();
      expect(asked).toBeLessThanOrEqual((fields.length + 1) * 3 * fields.length);
    }),
    RUNS,
  );
});
