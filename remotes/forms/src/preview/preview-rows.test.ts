import { safeImageSource } from './preview-rows';

const base = 'https://site.test/contact/';

test('an image the preview may show: this site, any http(s) host, or an inline PNG/JPEG signature', () => {
  expect(safeImageSource('/uploads/sig.png', base)).toBe('https://site.test/uploads/sig.png');
  expect(safeImageSource('https://cdn.test/sig.png', base)).toBe('https://cdn.test/sig.png');
  expect(safeImageSource('data:image/png;base64,iVBORw0KGgo=', base)).toBe('data:image/png;base64,iVBORw0KGgo=');
});

test('refuses script, other data and protocol-relative addresses', () => {
  for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.test/a.png', '\\\\evil.test/a.png', '']) {
    expect(safeImageSource(value, base)).toBeUndefined();
  }
});
