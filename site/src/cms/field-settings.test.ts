import { parseFieldSettings } from './field-settings';

const where = { file: 'forms/9.json', path: 'fields[0].settings' };
const parse = (value: unknown, type: string) => parseFieldSettings(value, type, where);

test('reads each type its own settings', () => {
  expect(parse({ step: 0.5, default: 2 }, 'range_slider')).toEqual({ step: 0.5, default: 2 });
  expect(parse({ format: 'd/m/Y H:i', min: '2025-01-01', max: '2025-12-31 17:00', exclude_days: [0, 6], exclude_dates: ['2025-12-25'] }, 'date_time')).toEqual({
    format: 'd/m/Y H:i', min: '2025-01-01', max: '2025-12-31 17:00', exclude_days: [0, 6], exclude_dates: ['2025-12-25'],
  });
  expect(parse({ mask: 'ip' }, 'mask_input')).toEqual({ mask: 'ip' });
  expect(parse({ autocomplete: true }, 'address')).toEqual({ autocomplete: true });
  expect(parse({ required_fields: ['line1', 'country', 'line1'] }, 'address')).toEqual({ required_fields: ['line1', 'country'] });
  expect(parse({ style: 3, labels: ['Solo', 'Crew', 'Party'] }, 'range_slider')).toEqual({ style: 3, labels: ['Solo', 'Crew', 'Party'] });
  expect(parse(undefined, 'date_time')).toBeUndefined();
});

test('refuses what would silently weaken or break a field', () => {
  expect(() => parse({ step: 0 }, 'range_slider')).toThrow('fields[0].settings.step must be above 0');
  expect(() => parse({ mask: 'zip' }, 'mask_input')).toThrow(/settings\.mask must be one of date, time/);
  expect(() => parse(undefined, 'mask_input')).toThrow('fields[0].settings.mask is required for a mask_input field');
  expect(() => parse({}, 'mask_input')).toThrow('is required for a mask_input field');
  expect(() => parse({ min: 'tomorrow' }, 'date_time')).toThrow('must be YYYY-MM-DD, YYYY-MM-DD HH:MM or HH:MM');
  expect(() => parse({ exclude_days: [7] }, 'date_time')).toThrow('exclude_days[0] must be a weekday 0 (Sunday) to 6 (Saturday)');
  expect(() => parse({ exclude_dates: ['2025-02-30'] }, 'date_time')).toThrow('must be a date YYYY-MM-DD');
  expect(() => parse({ format: 'Y-m-d<script>' }, 'date_time')).toThrow(/format must match/);
  expect(() => parse({ step: 1 }, 'date_time')).toThrow('has unknown keys: step');
  expect(() => parse({ step: 1 }, 'text')).toThrow('is not taken by text fields');
  expect(() => parse({ required_fields: ['street'] }, 'address')).toThrow(/required_fields\[0\] must be one of line1, line2, city, state, zip, country/);
  expect(() => parse({ required_fields: [] }, 'address')).toThrow('must name at least one part');
  expect(() => parse({ labels: ['Only one'] }, 'range_slider')).toThrow('must hold 2 to 11 labels');
  expect(() => parse({ labels: ['a|b', 'c'] }, 'range_slider')).toThrow(/labels\[0\] must match/);
  expect(() => parse({ labels: ['<b>', 'c'] }, 'range_slider')).toThrow(/labels\[0\] must match/);
  expect(() => parse({ style: 4 }, 'range_slider')).toThrow('must be at most 3');
});
