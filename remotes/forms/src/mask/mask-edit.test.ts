import { INPUT_MASKS, type InputMaskType } from '@cms-mf/shared-contracts/fields';
import { type MaskEdit, applyMaskEdit } from './mask-edit';

/** Types `keys` one by one into an empty field; returns the text and the keys that were refused. */
function typeInto(type: InputMaskType, keys: string): { value: string; refused: string[] } {
  let state = { value: '', start: 0, end: 0 };
  const refused: string[] = [];
  for (const key of keys) {
    const next = applyMaskEdit(state, { kind: 'type', text: key }, INPUT_MASKS[type]);
    if (!next) refused.push(key);
    else state = { value: next.value, start: next.caret, end: next.caret };
  }
  return { value: state.value, refused };
}

const edit = (type: InputMaskType, value: string, start: number, end: number, change: MaskEdit) => applyMaskEdit({ value, start, end }, change, INPUT_MASKS[type]);

describe.each<[InputMaskType, string, string, string[]]>([
  ['date', '25x12/2025!', '25/12/2025', ['x', '!']],
  ['time', '1a430', '14:30', ['a']],
  ['date-time', '2512202514300', '25/12/2025 14:30', ['0']],
  ['phone-1', '1234-56789', '1234-5678', ['9']],
  ['phone-2', '11 98765432', '(11) 9876-5432', []],
  ['phone-3', '201-555-0123', '(201) 555-0123', ['-']],
  ['ip', '192.168.1.1a', '192.168.1.1', ['a']],
  ['license', 'ab12cd34-ef56!gh78', 'ab12-cd34-ef56-gh78', ['!']],
])('the %s mask', (type, keys, expected, refused) => {
  it(`accepts the keystrokes that fit and refuses ${refused.length ? refused.join(' ') : 'none'}`, () => {
    expect(typeInto(type, keys)).toEqual({ value: expected, refused });
  });
});

test('writes the literal after a filled group, as the visitor types', () => {
  expect(edit('date', '2', 1, 1, { kind: 'type', text: '5' })).toEqual({ value: '25/', caret: 3 });
  expect(edit('phone-3', '', 0, 0, { kind: 'type', text: '2' })).toEqual({ value: '(2', caret: 2 });
  expect(edit('ip', '192', 3, 3, { kind: 'type', text: '1' })).toEqual({ value: '192.1', caret: 5 });
});

test('refuses typing into a full mask; the literal just written, typed again, changes nothing', () => {
  expect(edit('time', '14:30', 5, 5, { kind: 'type', text: '1' })).toBeNull();
  expect(edit('ip', '10.', 3, 3, { kind: 'type', text: '.' })).toEqual({ value: '10.', caret: 3 });
  expect(edit('ip', '10.1', 4, 4, { kind: 'type', text: '/' })).toBeNull();
});

test('pastes what fits, from any formatting, and refuses a paste of nothing useful', () => {
  expect(edit('phone-3', '', 0, 0, { kind: 'paste', text: '+1 (201) 555-0123' })).toEqual({ value: '(120) 155-5012', caret: 14 });
  expect(edit('phone-3', '', 0, 0, { kind: 'paste', text: '201.555.0123' })).toEqual({ value: '(201) 555-0123', caret: 14 });
  expect(edit('date', '', 0, 0, { kind: 'paste', text: '25.12.2025' })).toEqual({ value: '25/12/2025', caret: 10 });
  expect(edit('license', '', 0, 0, { kind: 'paste', text: 'AB12 CD34 EF56 GH78' })).toEqual({ value: 'AB12-CD34-EF56-GH78', caret: 19 });
  expect(edit('ip', '', 0, 0, { kind: 'paste', text: ' 10.0.0.1 ' })).toEqual({ value: '10.0.0.1', caret: 8 });
  expect(edit('date', '', 0, 0, { kind: 'paste', text: 'hello' })).toBeNull();
  expect(edit('time', '12:', 3, 3, { kind: 'paste', text: '3099' })).toEqual({ value: '12:30', caret: 5 });
});

test('deletes across literals without writing them back', () => {
  expect(edit('date', '25/', 3, 3, { kind: 'delete-backward' })).toEqual({ value: '25', caret: 2 });
  expect(edit('date', '25/12', 3, 3, { kind: 'delete-backward' })).toEqual({ value: '25/12', caret: 2 });
  expect(edit('date', '25/12', 2, 2, { kind: 'delete-backward' })).toEqual({ value: '21/2', caret: 1 });
  expect(edit('phone-1', '1234-5678', 0, 9, { kind: 'delete-backward' })).toEqual({ value: '', caret: 0 });
  expect(edit('phone-1', '1234-5678', 0, 0, { kind: 'delete-backward' })).toBeNull();
  expect(edit('phone-1', '1234-5678', 0, 0, { kind: 'delete-forward' })).toEqual({ value: '2345-678', caret: 0 });
});
