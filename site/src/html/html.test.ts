import { attributes, escapeHtml } from './escape-html';
import { globalDeclaration, scriptJson } from './script-json';

test('escapeHtml escapes markup and quotes', () => {
  expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
});

test('attributes escapes values and drops empty ones', () => {
  expect(attributes({ name: 'a"b', hidden: true, disabled: false, id: undefined, size: 40 })).toBe(' name="a&quot;b" hidden size="40"');
});

test('scriptJson cannot close the script element and stays the same value', () => {
  const value = { text: '</script><script>alert(1)</script><!-- \u2028 &' };
  const json = scriptJson(value);
  expect(json).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(json)).toEqual(value);
});

test('globalDeclaration refuses names that are not identifiers', () => {
  expect(globalDeclaration('eacf7RedirectionData_1', { a: 1 })).toBe('var eacf7RedirectionData_1 = {"a":1};');
  expect(() => globalDeclaration('x;alert(1)', 1)).toThrow(TypeError);
});
