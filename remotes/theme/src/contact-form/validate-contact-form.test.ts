import { contactMessage, validateContactForm, type ContactFieldSnapshot } from './validate-contact-form';

const field = (over: Partial<ContactFieldSnapshot> & Pick<ContactFieldSnapshot, 'id'>): ContactFieldSnapshot => ({
  name: `et_pb_contact_${over.id}_10`,
  type: 'input',
  label: over.id,
  required: false,
  value: '',
  hidden: false,
  ...over,
});
const texts = { fill_message: 'Fill in:', contact_error_message: 'Fix:', invalid: 'Invalid email', wrong_captcha: 'Wrong captcha', captcha: 'Captcha', wrong_checkbox: 'Checkbox' };

describe('validateContactForm (theme-frontend.md §5)', () => {
  it('lists empty required fields and groups, in order, and marks them', () => {
    const result = validateContactForm(
      [
        field({ id: 'name', required: true, label: 'Name', value: '  ' }),
        field({ id: 'boats', type: 'checkbox', required: true, label: 'Boats', value: [] }),
        field({ id: 'size', type: 'radio', required: true, label: 'Size', value: 'Small' }),
        field({ id: 'note', label: 'Note' }),
      ],
      null,
      'Captcha',
    );
    expect(result.ok).toBe(false);
    expect(result.missing).toEqual(['Name', 'Boats']);
    expect([...result.errorFields]).toEqual(['name', 'boats']);
  });

  it('checks e-mail fields with the shared rule, only when filled', () => {
    const bad = validateContactForm([field({ id: 'email', type: 'email', value: 'ann@example' })], null, 'Captcha');
    expect(bad).toMatchObject({ ok: false, invalidEmail: true, missing: [] });
    expect(validateContactForm([field({ id: 'email', type: 'email', value: ' Ann@Example.COM ' })], null, 'Captcha').ok).toBe(true);
    expect(validateContactForm([field({ id: 'email', type: 'email', value: '' })], null, 'Captcha').ok).toBe(true);
  });

  it('skips hidden fields and lists them apart from the descriptors', () => {
    const result = validateContactForm([field({ id: 'name', required: true, value: 'Ann' }), field({ id: 'berth', required: true, hidden: true })], null, 'Captcha');
    expect(result.ok).toBe(true);
    expect(result.hidden).toEqual(['berth']);
    expect(result.fields).toEqual([{ field_id: 'et_pb_contact_name_10', original_id: 'name', required_mark: 'required', field_type: 'input', field_label: 'name' }]);
  });

  it('asks for the captcha when empty, and flags a wrong sum', () => {
    const sum = { first: 2, second: 3 };
    expect(validateContactForm([], { sum, answer: '' }, 'Captcha')).toMatchObject({ ok: false, missing: ['Captcha'], wrongCaptcha: false });
    expect(validateContactForm([], { sum, answer: '6' }, 'Captcha')).toMatchObject({ ok: false, missing: [], wrongCaptcha: true });
    expect(validateContactForm([], { sum, answer: '5' }, 'Captcha').ok).toBe(true);
  });
});

test('contactMessage uses the localized texts', () => {
  const result = validateContactForm([field({ id: 'name', required: true, label: 'Name' }), field({ id: 'email', type: 'email', value: 'x@y' })], { sum: { first: 1, second: 1 }, answer: '3' }, 'Captcha');
  expect(contactMessage(result, texts)).toEqual({
    missing: { heading: 'Fill in:', items: ['Name'] },
    errors: { heading: 'Fix:', items: ['Invalid email', 'Wrong captcha'] },
  });
  expect(contactMessage(validateContactForm([], null, 'Captcha'), texts)).toEqual({ missing: null, errors: null });
});

test('an unchecked required checkbox group without a title is listed by the wrong_checkbox text; a titled one by its title', () => {
  const result = validateContactForm(
    [field({ id: 'consent', type: 'checkbox', label: '', required: true, value: [] }), field({ id: 'boats', type: 'checkbox', label: 'Boats', required: true, value: [] })],
    null,
    'Captcha',
    'Checkbox',
  );
  expect(result.missing).toEqual(['Checkbox', 'Boats']);
  expect([...result.errorFields]).toEqual(['consent', 'boats']);
  // Without the text (a page printing none), the field's id still names it.
  expect(validateContactForm([field({ id: 'consent', type: 'checkbox', label: '', required: true })], null, 'Captcha').missing).toEqual(['consent']);
});
