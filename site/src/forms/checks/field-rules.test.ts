import type { FieldDefinition } from '../../cms/form-definition';
import { FIELD_MESSAGES } from './field-messages';
import { validateField } from './field-validation';
import { isValidTel } from './tel-rule';

// isValidEmail's own cases live beside it: shared-contracts/src/rules/email-rule.test.ts.
describe('isValidTel', () => {
  it.each(['+44 20 7946 0958', '(030) 123-4567', '0612345678'])('accepts %s', (tel) => expect(isValidTel(tel)).toBe(true));
  it.each(['12345', 'call me', '+44 20 <b>', '1234567890123456'])('refuses %s', (tel) => expect(isValidTel(tel)).toBe(false));
});

describe('validateField', () => {
  const field = (overrides: Partial<FieldDefinition>): FieldDefinition => ({ name: 'f', type: 'text', ...overrides });
  it('applies required, length, email, tel, number range and choices', () => {
    expect(validateField(field({ rules: { required: true } }), '  ')).toBe(FIELD_MESSAGES.required);
    expect(validateField(field({}), undefined)).toBeNull();
    expect(validateField(field({ rules: { maxlength: 3 } }), 'abcd')).toBe(FIELD_MESSAGES.tooLong);
    expect(validateField(field({ rules: { minlength: 3 } }), 'ab')).toBe(FIELD_MESSAGES.tooShort);
    expect(validateField(field({ type: 'email' }), 'nope')).toBe(FIELD_MESSAGES.email);
    expect(validateField(field({ type: 'tel' }), 'nope')).toBe(FIELD_MESSAGES.tel);
    expect(validateField(field({ type: 'number', rules: { min: 1, max: 5 } }), '0')).toBe(FIELD_MESSAGES.tooSmall);
    expect(validateField(field({ type: 'number', rules: { min: 1, max: 5 } }), '6')).toBe(FIELD_MESSAGES.tooLarge);
    expect(validateField(field({ type: 'number' }), '1e3')).toBe(FIELD_MESSAGES.number);
    expect(validateField(field({ type: 'rating' }), '6')).toBe(FIELD_MESSAGES.tooLarge);
    expect(validateField(field({ type: 'select', options: ['a', 'b'] }), ['a', 'c'])).toBe(FIELD_MESSAGES.choice);
    expect(validateField(field({ type: 'text' }), ['a', 'b'])).toBe(FIELD_MESSAGES.tooManyValues);
    expect(validateField(field({ type: 'checkbox', options: ['a', 'b'], rules: { required: true } }), ['a', 'b'])).toBeNull();
  });
  it('counts characters, not bytes', () => {
    expect(validateField(field({ rules: { maxlength: 2 } }), 'éé')).toBeNull();
  });
});
