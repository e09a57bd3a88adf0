import { parseCf7Feedback } from './cf7-feedback';

const base = { contact_form_id: 12, status: 'validation_failed', message: 'One or more fields have an error.', into: '#wpcf7-f12-o1', posted_data_hash: '' };

describe('parseCf7Feedback', () => {
  it('keeps current invalid_fields items', () => {
    const item = { field: 'your-email', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f12-o1-ve-your-email' };
    expect(parseCf7Feedback({ ...base, invalid_fields: [item] }).invalid_fields).toEqual([item]);
  });

  it('normalises pre-5.6 items that name the wrap in `into`', () => {
    const answer = parseCf7Feedback({ ...base, invalid_fields: [{ into: 'span.wpcf7-form-control-wrap.your-name', message: 'Required.', idref: 'name' }] });
    expect(answer.invalid_fields).toEqual([{ field: 'your-name', message: 'Required.', idref: 'name', error_id: 'wpcf7-f12-o1-ve-your-name' }]);
  });

  it('reads a sent form without invalid_fields, and keeps add-on keys', () => {
    const answer = parseCf7Feedback({ ...base, status: 'mail_sent', invalid_fields: false, redirect: 'https://shop/checkout/', contact_form_id: '12' });
    expect(answer).toMatchObject({ contact_form_id: 12, status: 'mail_sent', invalid_fields: [], redirect: 'https://shop/checkout/' });
  });

  it('names what is wrong', () => {
    expect(() => parseCf7Feedback({ ...base, into: undefined })).toThrow('wpcf7 feedback: into must be a string, got undefined');
    expect(() => parseCf7Feedback({ ...base, invalid_fields: {} })).toThrow('wpcf7 feedback: invalid_fields must be an array, got object');
    expect(() => parseCf7Feedback({ ...base, invalid_fields: [{ field: 'a' }] })).toThrow('wpcf7 feedback: invalid_fields[0].message must be a string, got undefined');
  });
});
