import { isValidMarkup } from './markup-validity';

test('matching tags are valid, void elements need no closing tag', () => {
  expect(isValidMarkup('<div><p>Hi<br>there <img src="a.png"></p></div>')).toBe(true);
  expect(isValidMarkup('plain text')).toBe(true);
  expect(isValidMarkup('<svg><path d="M0"/></svg>')).toBe(true);
  expect(isValidMarkup('<div><!-- <span> --></div>')).toBe(true);
});

test('unclosed, stray or crossed tags are invalid', () => {
  expect(isValidMarkup('<div><p>Hi</div>')).toBe(false);
  expect(isValidMarkup('<div>')).toBe(false);
  expect(isValidMarkup('</span>')).toBe(false);
  expect(isValidMarkup('<b><i>x</b></i>')).toBe(false);
});
