import metadata from 'libphonenumber-js/metadata.max.json';
import type { MetadataJson } from 'libphonenumber-js/core';
import { maxPhoneDigits } from './phone-length';

const max = (text: string, country: string) => maxPhoneDigits(metadata as unknown as MetadataJson, text, country);

describe('the longest number strict mode lets a field hold', () => {
  it('is the calling code plus the longest national number of an international number', () => {
    expect(max('+1 201', 'GB')).toBe(11);
    expect(max('+44 20', 'US')).toBe(12);
    expect(max('+33 6', 'US')).toBe(11);
    expect(max('+49 30', 'US')).toBe(17);
  });

  it('is the longest national number of the chosen country, with its national prefix when typed', () => {
    expect(max('201 555', 'US')).toBe(10);
    expect(max('1 201 555', 'US')).toBe(11);
    expect(max('20 7946', 'GB')).toBe(10);
    expect(max('020 7946', 'GB')).toBe(11);
    expect(max('06 12', 'FR')).toBe(10);
  });

  it('caps nothing while a calling code is still incomplete or unknown to the metadata', () => {
    expect(max('+', 'US')).toBeUndefined();
    expect(max('+80', 'US')).toBeUndefined();
    expect(maxPhoneDigits({ ...(metadata as unknown as MetadataJson), countries: {} }, '201', 'US')).toBeUndefined();
  });
});
