import { mediaQueryOf, parseLoadTrigger } from './load-trigger';

test('reads the five kinds as written in markup, trimmed', () => {
  expect(parseLoadTrigger('interaction')).toBe('interaction');
  expect(parseLoadTrigger(' visible ')).toBe('visible');
  expect(parseLoadTrigger('idle')).toBe('idle');
  expect(parseLoadTrigger('immediate')).toBe('immediate');
  expect(parseLoadTrigger('media: (min-width: 981px)')).toBe('media:(min-width: 981px)');
});

test('anything else is no override, so the registry default applies', () => {
  for (const value of [null, undefined, '', 'eager', 'media:', 'Visible']) expect(parseLoadTrigger(value)).toBeUndefined();
});

test('the media query of a media trigger, none for the others', () => {
  expect(mediaQueryOf('media:(max-width: 980px)')).toBe('(max-width: 980px)');
  expect(mediaQueryOf('idle')).toBeUndefined();
});
