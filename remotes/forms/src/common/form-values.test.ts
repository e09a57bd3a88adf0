import { fieldValues } from './form-values';

test('single values by name, `name[]` values as arrays under the bare name, files left out', () => {
  const entries: [string, FormDataEntryValue][] = [
    ['your-name', 'Ada'],
    ['topics[]', 'billing'],
    ['topics[]', 'support'],
    ['cv', new File(['x'], 'cv.pdf')],
    ['uploads', '[{"file":"a.pdf"}]'],
  ];
  expect(fieldValues(entries)).toEqual({ 'your-name': 'Ada', topics: ['billing', 'support'], uploads: '[{"file":"a.pdf"}]' });
});

test('a later single value of the same name wins, as PHP reads it', () => {
  expect(fieldValues([['a', '1'], ['a', '2']])).toEqual({ a: '2' });
});
