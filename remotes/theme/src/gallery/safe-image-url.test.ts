import { safeImageUrl } from './safe-image-url';

test('only http(s) image addresses are kept', () => {
  const base = 'https://site.test/demo/theme.html';
  expect(safeImageUrl('/media/coast.svg', base)).toBe('https://site.test/media/coast.svg');
  expect(safeImageUrl('https://cdn.test/a.jpg', base)).toBe('https://cdn.test/a.jpg');
  expect(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '', null, 'http://[bad'].map((u) => safeImageUrl(u, base))).toEqual([null, null, null, null, null]);
});
