import { inputsOf, submitDetail } from './event-detail';

const identity = { contactFormId: 12, pluginVersion: '6.2', contactFormLocale: 'en_US', unitTag: 'wpcf7-f12-o1', containerPostId: 3 };

test('inputs leave out names starting with _ and list files by name, as CF7 does', () => {
  const data = new FormData();
  data.append('_wpcf7', '12');
  data.append('your-name', 'Ada');
  data.append('cv', new File(['x'], 'cv.pdf'));
  expect(inputsOf(data.entries())).toEqual([
    { name: 'your-name', value: 'Ada' },
    { name: 'cv', value: 'cv.pdf' },
  ]);
});

test('the detail carries the ids, status, inputs, formData and (after the answer) apiResponse', () => {
  const data = new FormData();
  data.append('your-name', 'Ada');
  const apiResponse = { contact_form_id: 12, status: 'mail_sent', message: 'Thanks', into: '#wpcf7-f12-o1', invalid_fields: [] };
  expect(submitDetail(identity, data, 'mail_sent', apiResponse)).toEqual({
    ...identity,
    status: 'mail_sent',
    inputs: [{ name: 'your-name', value: 'Ada' }],
    formData: data,
    apiResponse,
  });
  expect(submitDetail(identity, data, 'init')).not.toHaveProperty('apiResponse');
});
