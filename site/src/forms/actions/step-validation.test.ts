import { startTestSite, type TestSite } from '../../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('step validation (multistep and conversational)', () => {
  test.each(['eacf7_multistep_fields_validation', 'eacf7_conversational_fields_validation'])('%s applies the configured rules to the listed fields only, naming each invalid field’s id and reason', async (action) => {
    const valid = await site.action(action, { id: '5', validation_fields: ['full-name', 'email', 'years'], 'full-name': 'Ann Lee', email: 'ann@example.com', years: '4', motivation: '' });
    expect(valid.json).toEqual({ success: true, data: { is_valid: true, invalid_fields: {} } });
    const invalid = await site.action(action, { id: '5', validation_fields: ['full-name', 'email', 'years', 'motivation'], 'full-name': '', email: 'ann@', years: '99', motivation: 'too short' });
    expect(invalid.json).toEqual({
      success: true,
      data: {
        is_valid: false,
        invalid_fields: {
          'full-name': { id: null, reason: 'Please fill out this field.' },
          email: { id: null, reason: 'Please enter an email address.' },
          years: { id: null, reason: 'This field has a too large number.' },
          motivation: { id: null, reason: 'This field has a too short input.' },
        },
      },
    });
  });

  test.each([
    ['an unknown form', { id: '999', validation_fields: ['a'] }, /id: names no contact form/],
    ['a field the form does not have', { id: '5', validation_fields: ['password'] }, /names no field of form 5: password/],
    ['no field names', { id: '5' }, /validation_fields: must name at least one field/],
    ['a malformed field name', { id: '5', validation_fields: ['<img>'] }, /invalid field name/],
  ])('refuses %s', async (_case, fields, message) => {
    const result = await site.action('eacf7_multistep_fields_validation', fields);
    expect(result.json).toEqual({ success: false, data: expect.stringMatching(message) });
  });
});
