import { DEFAULT_DATE_TIME_FORMAT, formatParts, formatPhpDate, parsePhpDate } from './php-date-format';

const on = (hour: number, minute: number) => ({ date: { year: 2025, month: 6, day: 14 }, time: { hour, minute } });

describe('the default format Y-m-d h:i A (forms-addon.md §9)', () => {
  it('is the default', () => {
    expect(DEFAULT_DATE_TIME_FORMAT).toBe('Y-m-d h:i A');
    expect(formatPhpDate(on(14, 30))).toBe('2025-06-14 02:30 PM');
  });

  it.each([
    [0, 0, '2025-06-14 12:00 AM', 'midnight'],
    [0, 30, '2025-06-14 12:30 AM', 'half past midnight'],
    [1, 0, '2025-06-14 01:00 AM', 'one in the night'],
    [11, 30, '2025-06-14 11:30 AM', 'the last slot before noon'],
    [12, 0, '2025-06-14 12:00 PM', 'noon'],
    [12, 30, '2025-06-14 12:30 PM', 'half past noon'],
    [13, 0, '2025-06-14 01:00 PM', 'one in the afternoon'],
    [23, 30, '2025-06-14 11:30 PM', 'the last slot of the day'],
  ])('writes and reads %i:%i as %s (%s)', (hour, minute, text) => {
    expect(formatPhpDate(on(hour, minute), DEFAULT_DATE_TIME_FORMAT)).toBe(text);
    expect(parsePhpDate(text, DEFAULT_DATE_TIME_FORMAT)).toEqual(on(hour, minute));
  });

  it('refuses hours the 12-hour clock does not have, and impossible dates', () => {
    for (const bad of ['2025-06-14 00:30 AM', '2025-06-14 13:00 PM', '2025-06-14 12:60 PM', '2025-02-29 10:00 AM', '2025-06-31 10:00 AM', '2025-13-01 10:00 AM']) {
      expect(parsePhpDate(bad)).toBeNull();
    }
  });

  it('refuses text that does not follow the format', () => {
    for (const bad of ['', '2025-06-14', '2025-06-14 14:30', '14/06/2025 02:30 PM', '2025-06-14 02:30 PMx', '2025-06-14 02:30 XM', '25-06-14 02:30 PM']) {
      expect(parsePhpDate(bad)).toBeNull();
    }
  });

  it('reads what a visitor types: no leading zeros, any case, extra spaces', () => {
    expect(parsePhpDate(' 2025-6-14  2:30 pm ')).toEqual(on(14, 30));
    expect(parsePhpDate('2025-06-14 12:05 am')).toEqual(on(0, 5));
  });
});

describe('other PHP formats', () => {
  it('writes every token', () => {
    const value = { date: { year: 2025, month: 3, day: 9 }, time: { hour: 7, minute: 5 } };
    expect(formatPhpDate(value, 'd j D l N w m n M F Y y a A g h G H i s')).toBe('09 9 Sun Sunday 7 0 03 3 Mar March 2025 25 am AM 7 07 7 07 05 00');
    expect(formatPhpDate(value, '\\Y\\-Y')).toBe('Y-2025');
  });

  it('reads day-first, 24-hour, names and weekdays', () => {
    expect(parsePhpDate('14/06/2025 14:30', 'd/m/Y H:i')).toEqual(on(14, 30));
    expect(parsePhpDate('14.06.2025', 'd.m.Y')).toEqual({ date: { year: 2025, month: 6, day: 14 } });
    expect(parsePhpDate('02:30 PM', 'h:i A')).toEqual({ time: { hour: 14, minute: 30 } });
    expect(parsePhpDate('00:00', 'H:i')).toEqual({ time: { hour: 0, minute: 0 } });
    expect(parsePhpDate('24:00', 'H:i')).toBeNull();
    expect(parsePhpDate('Saturday, 14 June 2025', 'l, j F Y')).toEqual({ date: { year: 2025, month: 6, day: 14 } });
    expect(parsePhpDate('Sunday, 14 June 2025', 'l, j F Y')).toBeNull();
    expect(parsePhpDate('sat 14 jun 25', 'D j M y')).toEqual({ date: { year: 2025, month: 6, day: 14 } });
  });

  it('tells what a format shows', () => {
    expect(formatParts('Y-m-d h:i A')).toEqual({ date: true, time: true });
    expect(formatParts('d.m.Y')).toEqual({ date: true, time: false });
    expect(formatParts('H:i')).toEqual({ date: false, time: true });
    expect(formatParts('\\Y')).toEqual({ date: true, time: true });
  });
});
