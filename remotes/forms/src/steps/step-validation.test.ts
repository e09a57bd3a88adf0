import { stepValidationPayload } from './step-validation';

test('the payload: every field value, the form id, and the step field names', () => {
  const entries: [string, FormDataEntryValue][] = [
    ['_wpcf7', '101'],
    ['your-name', 'Ada'],
    ['id', 'spoof'],
    ['topics[]', 'a'],
    ['topics[]', 'b'],
  ];
  expect(stepValidationPayload(101, entries, ['your-name', 'topics'])).toEqual({
    _wpcf7: '101',
    'your-name': 'Ada',
    topics: ['a', 'b'],
    id: 101,
    validation_fields: ['your-name', 'topics'],
  });
});
