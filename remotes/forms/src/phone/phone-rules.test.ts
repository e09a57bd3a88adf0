import * as max from 'libphonenumber-js/max';
import * as min from 'libphonenumber-js/min';
import { capPhoneInsertion, cleanPhoneInsertion, phoneCountries, readPhone, trimPhoneDigits } from './phone-rules';

describe('strict mode: precisely valid numbers only (forms-addon.md §5)', () => {
  it.each([
    ['020 7946 0958', 'GB', '+442079460958'],
    ['07400 123456', 'GB', '+447400123456'],
    ['(201) 555-0123', 'US', '+12015550123'],
    ['030 123456', 'DE', '+4930123456'],
    ['01 23 45 67 89', 'FR', '+33123456789'],
    ['090-1234-5678', 'JP', '+819012345678'],
    ['(11) 96123-4567', 'BR', '+5511961234567'],
    ['+91 98765 43210', 'GB', '+919876543210'],
  ])('reads %s in %s as the valid %s', (text, country, e164) => {
    expect(readPhone(max, text, country)).toMatchObject({ valid: true, submitted: e164 });
  });

  it.each([
    ['020 7946 095', 'GB', 'a digit short'],
    ['(555) 555-5555', 'US', 'area code 555 is not assigned'],
    ['(212) 055-0123', 'US', 'an exchange cannot start with 0'],
    ['030 1', 'DE', 'too short'],
    ['00 23 45 67 89', 'FR', 'no such range'],
    ['(11) 9612-3456', 'BR', 'a mobile a digit short'],
    ['12345 6789', 'IN', 'no assigned range'],
    ['hello', 'GB', 'not a number'],
  ])('refuses %s in %s (%s), submitting the text as typed', (text, country) => {
    expect(readPhone(max, text, country)).toEqual(expect.objectContaining({ valid: false, submitted: text }));
  });

  it('is stricter than the length-only /min metadata', () => {
    // Both have the right length for their country, but no assigned range: /min says valid, /max does not.
    expect(readPhone(min as unknown as typeof max, '(11) 9612-3456', 'BR').valid).toBe(true);
    expect(readPhone(max, '(11) 9612-3456', 'BR').valid).toBe(false);
    expect(readPhone(min as unknown as typeof max, '12345 6789', 'IN').valid).toBe(true);
    expect(readPhone(max, '12345 6789', 'IN').valid).toBe(false);
  });

  it('takes the country from an international number, and submits nothing for nothing', () => {
    expect(readPhone(max, '+49 30 123456', 'US')).toEqual({ valid: true, submitted: '+4930123456', country: 'DE' });
    expect(readPhone(max, '  ', 'US')).toEqual({ valid: false, submitted: '' });
  });
});

test('keeps only what a phone number is typed with, and a plus only at the start', () => {
  expect(cleanPhoneInsertion('5', 3)).toBe('5');
  expect(cleanPhoneInsertion('a', 3)).toBe('');
  expect(cleanPhoneInsertion('+', 0)).toBe('+');
  expect(cleanPhoneInsertion('+', 4)).toBe('');
  expect(cleanPhoneInsertion('Tel: +44 (0)20 7946-0958!', 0)).toBe(' 44 (0)20 7946-0958');
  expect(cleanPhoneInsertion('+44 20 7946 0958', 0)).toBe('+44 20 7946 0958');
});

test('lists every country of the metadata with its calling code, sorted by name', () => {
  const countries = phoneCountries(max, (code) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code, 'en');
  expect(countries.length).toBeGreaterThan(240);
  expect(countries).toContainEqual({ value: 'GB', label: 'United Kingdom', detail: '+44' });
  expect(countries[0]!.label.localeCompare(countries[1]!.label)).toBeLessThan(0);
});

describe('strict mode caps the length (intl-tel-input strictMode)', () => {
  it('keeps an insertion only up to the last digit that fits', () => {
    expect(capPhoneInsertion('+1 201 555 012', 14, 14, '3', 11)).toBe('3');
    expect(capPhoneInsertion('+1 201 555 0123', 15, 15, '4', 11)).toBe('');
    expect(capPhoneInsertion('+1 201 555 0123', 15, 15, ' ', 11)).toBe('');
    expect(capPhoneInsertion('+1 201 555 012', 14, 14, ' ', 11)).toBe(' ');
    expect(capPhoneInsertion('', 0, 0, '+1 201 555 0123 4567 89', 11)).toBe('+1 201 555 0123');
    expect(capPhoneInsertion('020 7946 0958', 4, 8, '1234', 11)).toBe('1234');
    expect(capPhoneInsertion('06', 2, 2, '12345678901', 10)).toBe('12345678');
  });

  it('caps nothing without a length to cap by', () => {
    expect(capPhoneInsertion('+', 1, 1, '80012345678901234', undefined)).toBe('80012345678901234');
  });

  it('trims a number that came in over the cap', () => {
    expect(trimPhoneDigits('+1 201 555 0123 4567 89', 11)).toBe('+1 201 555 0123');
    expect(trimPhoneDigits('+1 201 555 0123', 11)).toBe('+1 201 555 0123');
    expect(trimPhoneDigits('+49 30 1234', undefined)).toBe('+49 30 1234');
  });
});
