import { contactFieldsKey, contactHiddenFieldsKey } from './contact-form-submission';

describe('contact form post keys', () => {
  it('names the JSON lists after the form number', () => {
    expect(contactFieldsKey(0)).toBe('et_pb_contact_email_fields_0');
    expect(contactHiddenFieldsKey('3')).toBe('et_pb_contact_email_hidden_fields_3');
  });
});
