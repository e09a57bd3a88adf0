import { linkAction, parseLinkOptions } from './link-options-core';

const base = 'https://site.test/demo/theme.html';

test('reads valid entries and drops malformed or selector-like classes', () => {
  expect(parseLinkOptions([
    { class: 'et_pb_blurb_0', url: '/tours', target: '_blank' },
    { class: 'a"],body', url: '/x', target: '' },
    { class: 'ok', url: '' },
    null,
    'x',
  ])).toEqual([{ className: 'et_pb_blurb_0', url: '/tours', newWindow: true }]);
  expect(parseLinkOptions(undefined)).toEqual([]);
});

test('maps each URL to what following it does', () => {
  const option = (url: string, newWindow = false) => ({ className: 'c', url, newWindow });
  expect(linkAction(option('#product_reviews_tab'), base)).toEqual({ kind: 'reviews-tab' });
  expect(linkAction(option('#contact'), base)).toEqual({ kind: 'anchor', id: 'contact' });
  expect(linkAction(option('/tours', true), base)).toEqual({ kind: 'open', url: 'https://site.test/tours', newWindow: true });
  expect(linkAction(option('https://other.test/a'), base)).toEqual({ kind: 'open', url: 'https://other.test/a', newWindow: false });
});

test('refuses unsafe targets', () => {
  for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.test/', '#"><img', 'vbscript:x']) {
    expect(linkAction({ className: 'c', url, newWindow: false }, base)).toBeNull();
  }
});

test('refuses the backslash forms the URL parser reads as //host', () => {
  for (const url of ['\\\\evil.test/x', '/\\evil.test/x', '\\/evil.test/x']) {
    expect(linkAction({ className: 'c', url, newWindow: false }, base)).toBeNull();
  }
});
