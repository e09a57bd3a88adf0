import { INPUT_MASKS, INPUT_MASK_TYPES, conformToMask, fitsMask, isInputMaskType, maskMessage, maskPlaceholder } from './input-masks';

const conform = (raw: string, type: keyof typeof INPUT_MASKS, eager = true) => conformToMask(raw, INPUT_MASKS[type], eager).value;

test('has the eight mask types of the spec (forms-addon.md §5)', () => {
  expect(INPUT_MASK_TYPES).toEqual(['date', 'time', 'date-time', 'phone-1', 'phone-2', 'phone-3', 'ip', 'license']);
  expect(isInputMaskType('ip')).toBe(true);
  expect(isInputMaskType('zip')).toBe(false);
});

test('writes the literals itself and drops what does not fit', () => {
  expect(conform('25122025', 'date')).toBe('25/12/2025');
  expect(conform('25/12/2025', 'date')).toBe('25/12/2025');
  expect(conform('2512', 'date')).toBe('25/12/');
  expect(conform('2512', 'date', false)).toBe('25/12');
  expect(conform('1430', 'time')).toBe('14:30');
  expect(conform('251220251430', 'date-time')).toBe('25/12/2025 14:30');
  expect(conform('12345678', 'phone-1')).toBe('1234-5678');
  expect(conform('1198765432', 'phone-2')).toBe('(11) 9876-5432');
  expect(conform('2015550123', 'phone-3')).toBe('(201) 555-0123');
  expect(conform('(201) 555-0123', 'phone-3')).toBe('(201) 555-0123');
  expect(conform('abcd1234efgh5678', 'license')).toBe('abcd-1234-efgh-5678');
  expect(conform('12a34', 'phone-1')).toBe('1234-');
  expect(conform('123456789', 'phone-1')).toBe('1234-5678');
});

test('lets an IP octet end early on its dot', () => {
  expect(conform('192.168.1.1', 'ip')).toBe('192.168.1.1');
  expect(conform('10.0.0.254', 'ip')).toBe('10.0.0.254');
  expect(conform('19216811', 'ip')).toBe('192.168.11');
  expect(conform('1.', 'ip')).toBe('1.');
});

test('reports which characters found a place, and where each ends', () => {
  const result = conformToMask('12x3', INPUT_MASKS['phone-1'], true);
  expect(result.kept).toEqual([true, true, false, true]);
  expect(result.end).toEqual([1, 2, 2, 3]);
});

test('checks a complete value: the shape, octets up to 255, real clock times', () => {
  expect(fitsMask('25/12/2025', INPUT_MASKS.date, 'date')).toBe(true);
  expect(fitsMask('25/12/202', INPUT_MASKS.date, 'date')).toBe(false);
  expect(fitsMask('25-12-2025', INPUT_MASKS.date, 'date')).toBe(false);
  expect(fitsMask('14:30', INPUT_MASKS.time, 'time')).toBe(true);
  expect(fitsMask('24:30', INPUT_MASKS.time, 'time')).toBe(false);
  expect(fitsMask('25/12/2025 23:59', INPUT_MASKS['date-time'], 'date-time')).toBe(true);
  expect(fitsMask('25/12/2025 23:60', INPUT_MASKS['date-time'], 'date-time')).toBe(false);
  expect(fitsMask('192.168.1.1', INPUT_MASKS.ip, 'ip')).toBe(true);
  expect(fitsMask('256.1.1.1', INPUT_MASKS.ip, 'ip')).toBe(false);
  expect(fitsMask('192.168.1', INPUT_MASKS.ip, 'ip')).toBe(false);
  expect(fitsMask('(201) 555-0123', INPUT_MASKS['phone-3'], 'phone-3')).toBe(true);
  expect(fitsMask('201-555-0123', INPUT_MASKS['phone-3'], 'phone-3')).toBe(false);
  expect(fitsMask('AB12-CD34-EF56-GH78', INPUT_MASKS.license, 'license')).toBe(true);
  expect(fitsMask('AB12-CD34-EF56-GH7!', INPUT_MASKS.license, 'license')).toBe(false);
  expect(fitsMask('ab-12', 'SS-00', null)).toBe(true);
  expect(fitsMask('a1-12', 'SS-00', null)).toBe(false);
});

test('says the expected shape', () => {
  expect(maskPlaceholder(INPUT_MASKS['phone-2'])).toBe('(__) ____-____');
  expect(maskMessage(INPUT_MASKS.date)).toBe('Please fill in this field in the format __/__/____.');
});
