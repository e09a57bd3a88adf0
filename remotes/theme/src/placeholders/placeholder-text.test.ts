import { placeholderText } from './placeholder-text';

test('the label text, without its required star, marked required again when it is', () => {
  expect(placeholderText('Name *', true)).toBe('Name *');
  expect(placeholderText('  Your\n website ', false)).toBe('Your website');
  expect(placeholderText('Email*', false)).toBe('Email');
  expect(placeholderText('   ', true)).toBe('');
});
