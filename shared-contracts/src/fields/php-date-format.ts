import { type CalendarDate, type ClockTime, type DateTimeValue, isRealDate, weekdayOf } from './date-time-parts';

/**
 * PHP `date()` formats, as the add-on's date-time field is configured
 * (`data-format`, default `Y-m-d h:i A`, forms-addon.md §9): our own formatter
 * and parser, because no picker library speaks them (flatpickr has no `A`).
 * Names are English, as PHP's. A backslash escapes the next character.
 *
 * Tokens: `d` `j` day; `D` `l` weekday name; `N` `w` weekday number; `m` `n`
 * month; `M` `F` month name; `Y` `y` year; `a` `A` meridiem; `g` `h` 12-hour;
 * `G` `H` 24-hour; `i` minutes; `s` seconds (always 00: the field has none).
 */
export const DEFAULT_DATE_TIME_FORMAT = 'Y-m-d h:i A';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DATE_TOKENS = 'djDlNwmnMFYy';
const TIME_TOKENS = 'aAgGhHis';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The format's tokens in order; literals as `{ literal }`. */
function tokens(format: string): ({ token: string } | { literal: string })[] {
  const out: ({ token: string } | { literal: string })[] = [];
  for (let i = 0; i < format.length; i += 1) {
    const char = format[i]!;
    if (char === '\\' && i + 1 < format.length) out.push({ literal: format[++i]! });
    else if (DATE_TOKENS.includes(char) || TIME_TOKENS.includes(char)) out.push({ token: char });
    else out.push({ literal: char });
  }
  return out;
}

/** What a format shows: a date, a time, or both (a format of neither shows both, as the default). */
export function formatParts(format: string): { readonly date: boolean; readonly time: boolean } {
  const used = tokens(format).flatMap((part) => ('token' in part ? [part.token] : []));
  const date = used.some((token) => DATE_TOKENS.includes(token));
  const time = used.some((token) => TIME_TOKENS.includes(token));
  return date || time ? { date, time } : { date: true, time: true };
}

function formatToken(token: string, date: CalendarDate | undefined, time: ClockTime | undefined): string {
  const hour12 = time ? ((time.hour + 11) % 12) + 1 : 0;
  switch (token) {
    case 'd': return date ? pad(date.day) : '';
    case 'j': return date ? String(date.day) : '';
    case 'D': return date ? WEEKDAYS[weekdayOf(date)]!.slice(0, 3) : '';
    case 'l': return date ? WEEKDAYS[weekdayOf(date)]! : '';
    case 'N': return date ? String(weekdayOf(date) || 7) : '';
    case 'w': return date ? String(weekdayOf(date)) : '';
    case 'm': return date ? pad(date.month) : '';
    case 'n': return date ? String(date.month) : '';
    case 'M': return date ? MONTHS[date.month - 1]!.slice(0, 3) : '';
    case 'F': return date ? MONTHS[date.month - 1]! : '';
    case 'Y': return date ? pad(date.year, 4) : '';
    case 'y': return date ? pad(date.year % 100) : '';
    case 'a': return time ? (time.hour < 12 ? 'am' : 'pm') : '';
    case 'A': return time ? (time.hour < 12 ? 'AM' : 'PM') : '';
    case 'g': return time ? String(hour12) : '';
    case 'h': return time ? pad(hour12) : '';
    case 'G': return time ? String(time.hour) : '';
    case 'H': return time ? pad(time.hour) : '';
    case 'i': return time ? pad(time.minute) : '';
    default: return time ? '00' : ''; // s
  }
}

/** `value` written in `format`; tokens of a part the value lacks print nothing. */
export function formatPhpDate(value: DateTimeValue, format: string = DEFAULT_DATE_TIME_FORMAT): string {
  return tokens(format)
    .map((part) => ('literal' in part ? part.literal : formatToken(part.token, value.date, value.time)))
    .join('');
}

interface Reading {
  year?: number;
  month?: number;
  day?: number;
  hour?: number;
  hour12?: number;
  minute?: number;
  pm?: boolean;
  weekday?: number;
}

const NUMBER_WIDTH: Readonly<Record<string, readonly [number, number]>> = {
  d: [1, 2], j: [1, 2], m: [1, 2], n: [1, 2], N: [1, 1], w: [1, 1], Y: [4, 4], y: [2, 2],
  g: [1, 2], h: [1, 2], G: [1, 2], H: [1, 2], i: [1, 2], s: [1, 2],
};

/** Reads the name among `names` (or their three-letter forms) at the start of `text`, any case. */
function readName(text: string, names: readonly string[], short: boolean): { index: number; length: number } | null {
  const lower = text.toLowerCase();
  for (let index = 0; index < names.length; index += 1) {
    const name = (short ? names[index]!.slice(0, 3) : names[index]!).toLowerCase();
    if (lower.startsWith(name)) return { index, length: name.length };
  }
  return null;
}

function readToken(token: string, text: string, into: Reading): number | null {
  const width = NUMBER_WIDTH[token];
  if (width) {
    const digits = new RegExp(`^\\d{${width[0]},${width[1]}}`).exec(text)?.[0];
    if (!digits) return null;
    const n = Number(digits);
    if (token === 'd' || token === 'j') into.day = n;
    else if (token === 'm' || token === 'n') into.month = n;
    else if (token === 'Y') into.year = n;
    else if (token === 'y') into.year = 2000 + n;
    else if (token === 'g' || token === 'h') into.hour12 = n;
    else if (token === 'G' || token === 'H') into.hour = n;
    else if (token === 'i') into.minute = n;
    else if (token === 'w') into.weekday = n;
    else if (token === 'N') into.weekday = n % 7;
    return digits.length;
  }
  if (token === 'a' || token === 'A') {
    const meridiem = /^(am|pm)/i.exec(text)?.[1];
    if (!meridiem) return null;
    into.pm = meridiem.toLowerCase() === 'pm';
    return 2;
  }
  if (token === 'M' || token === 'F') {
    const found = readName(text, MONTHS, token === 'M');
    if (!found) return null;
    into.month = found.index + 1;
    return found.length;
  }
  const found = readName(text, WEEKDAYS, token === 'D');
  if (!found) return null;
  into.weekday = found.index;
  return found.length;
}

function hourOf(reading: Reading): number | null {
  if (reading.hour12 !== undefined) {
    if (reading.hour12 < 1 || reading.hour12 > 12) return null;
    // 12 AM is midnight, 12 PM is noon.
    return (reading.hour12 % 12) + (reading.pm ? 12 : 0);
  }
  if (reading.hour === undefined) return null;
  return reading.hour <= 23 ? reading.hour : null;
}

/**
 * Reads text written in `format`, as a visitor types it: numbers may drop
 * their leading zero, names and meridiem ignore case, a space in the format
 * matches one or more spaces, and surrounding spaces are ignored. Returns null
 * for text that does not follow the format or names an impossible date or time
 * (31 April, 13 PM, 00:30 AM in `h`, a weekday that does not match the date).
 */
export function parsePhpDate(text: string, format: string = DEFAULT_DATE_TIME_FORMAT): DateTimeValue | null {
  const reading: Reading = {};
  let rest = text.trim();
  for (const part of tokens(format)) {
    if ('literal' in part) {
      if (part.literal === ' ') {
        const spaces = /^ +/.exec(rest)?.[0];
        if (!spaces) return null;
        rest = rest.slice(spaces.length);
      } else if (rest.startsWith(part.literal)) {
        rest = rest.slice(part.literal.length);
      } else {
        return null;
      }
      continue;
    }
    const used = readToken(part.token, rest, reading);
    if (used === null) return null;
    rest = rest.slice(used);
  }
  if (rest !== '') return null;
  const shows = formatParts(format);
  const value: { date?: CalendarDate; time?: ClockTime } = {};
  if (shows.date) {
    if (reading.year === undefined || reading.month === undefined || reading.day === undefined) return null;
    const date = { year: reading.year, month: reading.month, day: reading.day };
    if (!isRealDate(date)) return null;
    if (reading.weekday !== undefined && reading.weekday !== weekdayOf(date)) return null;
    value.date = date;
  }
  if (shows.time) {
    const hour = hourOf(reading);
    const minute = reading.minute ?? 0;
    if (hour === null || minute > 59) return null;
    value.time = { hour, minute };
  }
  return value;
}
