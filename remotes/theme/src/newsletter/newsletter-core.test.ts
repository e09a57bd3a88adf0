import { newsletterMessage, newsletterOutcome, redirectQuery, subscribeRequest, validateNewsletter, type NewsletterSnapshot } from './newsletter-core';

const form: NewsletterSnapshot = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  emailValidInBrowser: true,
  listId: 'harbour-news',
  provider: 'cmsmf',
  account: 'demo',
  ipAddress: '',
  checksum: 'c'.repeat(32),
  customFields: [],
};

describe('validateNewsletter (theme-frontend.md §5)', () => {
  it('accepts a filled form', () => expect(validateNewsletter(form)).toMatchObject({ ok: true, errorInputs: [] }));
  it('needs names when the module has them', () => {
    expect(validateNewsletter({ ...form, firstName: ' ', lastName: '' }).errorInputs).toEqual(['firstname', 'lastname']);
    expect(validateNewsletter({ ...form, firstName: null, lastName: null }).ok).toBe(true);
  });
  it('needs an e-mail that passes the pattern and the browser', () => {
    expect(validateNewsletter({ ...form, email: 'ann@example' }).errorInputs).toEqual(['email']);
    expect(validateNewsletter({ ...form, emailValidInBrowser: false }).errorInputs).toEqual(['email']);
  });
  it('applies the contact form rules to required custom fields', () => {
    const custom = [{ id: 'boat', name: 'et_pb_signup_boat', type: 'input' as const, label: 'Boat', required: true, value: '', hidden: false }];
    expect(validateNewsletter({ ...form, customFields: custom })).toMatchObject({ ok: false, errorInputs: [] });
    expect(validateNewsletter({ ...form, customFields: [{ ...custom[0]!, hidden: true }] }).ok).toBe(true);
  });
});

test('subscribeRequest carries every field of §3', () => {
  const custom = [
    { id: 'boat', name: 'b', type: 'input' as const, label: 'Boat', required: false, value: 'Dinghy', hidden: false },
    { id: 'size', name: 's', type: 'radio' as const, label: 'Size', required: false, value: '', hidden: true },
  ];
  expect(subscribeRequest({ ...form, email: ' ann@example.com ', customFields: custom }, 'tok')).toEqual({
    et_list_id: 'harbour-news',
    et_firstname: 'Ann',
    et_lastname: 'Lee',
    et_email: 'ann@example.com',
    et_provider: 'cmsmf',
    et_account: 'demo',
    et_ip_address: '',
    et_custom_fields: { boat: 'Dinghy' },
    et_hidden_fields: ['size'],
    token: 'tok',
    et_checksum: 'c'.repeat(32),
  });
  expect(subscribeRequest({ ...form, firstName: null, lastName: null }, '')).not.toHaveProperty('et_firstname');
});

test('newsletterOutcome: error text, success, or subscription_failed for an empty answer (§8)', () => {
  expect(newsletterOutcome({ error: 'Invalid email' })).toEqual({ kind: 'error', text: 'Invalid email' });
  expect(newsletterOutcome({ success: true })).toEqual({ kind: 'success' });
  expect(newsletterOutcome({ success: 'Subscribed' })).toEqual({ kind: 'success' });
  expect(newsletterOutcome({})).toEqual({ kind: 'failed' });
  expect(newsletterOutcome({ success: false })).toEqual({ kind: 'failed' });
});

test('redirectQuery names only the asked keys', () => {
  expect(redirectQuery('name,email,css_id', form, 'news').toString()).toBe('first_name=Ann&email=ann%40example.com&form_id=news');
  expect(redirectQuery('', form, 'news').toString()).toBe('');
});

describe('newsletterMessage: the theme\'s words for what is wrong', () => {
  const texts = { fill_message: 'Fill in:', contact_error_message: 'Fix:', invalid: 'Invalid email', wrong_captcha: 'Wrong', captcha: 'Captcha', wrong_checkbox: 'Checkbox' };
  const labels = { firstname: 'First Name', lastname: 'Last Name', email: 'Email' };
  const message = (changes: Partial<typeof form>) => {
    const snapshot = { ...form, ...changes };
    return newsletterMessage(snapshot, validateNewsletter(snapshot), texts, labels);
  };
  it('lists empty names and an empty e-mail after fill_message', () => {
    expect(message({ firstName: '', email: ' ' })).toEqual({ missing: { heading: 'Fill in:', items: ['First Name', 'Email'] }, errors: null });
  });
  it('says invalid for an e-mail that is there but not an address', () => {
    expect(message({ email: 'ann@example' })).toEqual({ missing: null, errors: { heading: 'Fix:', items: ['Invalid email'] } });
    expect(message({ lastName: '', email: 'ann@example' })).toEqual({ missing: { heading: 'Fill in:', items: ['Last Name'] }, errors: { heading: 'Fix:', items: ['Invalid email'] } });
  });
  it('adds required custom fields by their labels', () => {
    const custom = [{ id: 'boat', name: 'et_pb_signup_boat', type: 'input' as const, label: 'Boat', required: true, value: '', hidden: false }];
    expect(message({ customFields: custom }).missing).toEqual({ heading: 'Fill in:', items: ['Boat'] });
  });
});
