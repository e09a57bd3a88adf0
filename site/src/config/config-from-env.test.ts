import { parseOverrideOrigins, parseSampleRate } from './config-from-env';

test('settings from the environment are checked at start', () => {
  expect(parseOverrideOrigins('https://dev.example, http://localhost:4000')).toEqual(['https://dev.example', 'http://localhost:4000']);
  expect(() => parseOverrideOrigins('https://dev.example/path')).toThrow('is not an origin');
  expect(() => parseOverrideOrigins('javascript:alert(1)')).toThrow('is not an origin');
  expect(parseOverrideOrigins(undefined)).toBeUndefined();
  expect(parseSampleRate('0.25')).toBe(0.25);
  expect(() => parseSampleRate('2')).toThrow('TELEMETRY_SAMPLE_RATE');
});
