import { safeImageUrl } from './safe-image-url';

const BASE = 'https://site.test/gallery/page.html';

describe('safeImageUrl', () => {
  it('accepts absolute http and https URLs, also on other origins', () => {
    expect(safeImageUrl('https://cdn.test/a.jpg', BASE)).toBe('https://cdn.test/a.jpg');
    expect(safeImageUrl('http://cdn.test/a.jpg', BASE)).toBe('http://cdn.test/a.jpg');
  });

  it('resolves same-origin relative URLs against the base', () => {
    expect(safeImageUrl('/img/a.jpg', BASE)).toBe('https://site.test/img/a.jpg');
    expect(safeImageUrl('full/a.jpg', BASE)).toBe('https://site.test/gallery/full/a.jpg');
    expect(safeImageUrl('  ../a.jpg  ', BASE)).toBe('https://site.test/a.jpg');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'blob:https://site.test/uuid',
    'ftp://site.test/a.jpg',
    'vbscript:msgbox(1)',
  ])('refuses the unsafe scheme in %j', (raw) => {
    expect(safeImageUrl(raw, BASE)).toBeNull();
  });

  it('refuses protocol-relative forms that leave the origin', () => {
    expect(safeImageUrl('//evil.test/a.jpg', BASE)).toBeNull();
    expect(safeImageUrl('\\\\evil.test/a.jpg', BASE)).toBeNull();
    expect(safeImageUrl('/\\evil.test/a.jpg', BASE)).toBeNull();
  });

  it('refuses missing, empty and unparsable sources', () => {
    expect(safeImageUrl(null, BASE)).toBeNull();
    expect(safeImageUrl(undefined, BASE)).toBeNull();
    expect(safeImageUrl('   ', BASE)).toBeNull();
    expect(safeImageUrl('http://[bad', BASE)).toBeNull();
    expect(safeImageUrl('a.jpg', 'not a base')).toBeNull();
  });
});
