import { isPlainText, isSafeAttribute, isSafeStyle, isSafeUrl } from './multi-view-safety';

describe('multi-view safety', () => {
  it('refuses script URLs, protocol-relative hosts and non-image data', () => {
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl(' java\tscript:alert(1)')).toBe(false);
    expect(isSafeUrl('//evil.example/x.png')).toBe(false);
    expect(isSafeUrl('data:text/html,<b>')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeUrl('https://example.com/a.jpg')).toBe(true);
    expect(isSafeUrl('/media/a.jpg')).toBe(true);
  });

  it('refuses event handlers, style and srcdoc, and checks URL attributes', () => {
    expect(isSafeAttribute('onerror', 'x')).toBe(false);
    expect(isSafeAttribute('style', 'color:red')).toBe(false);
    expect(isSafeAttribute('srcdoc', '<b>')).toBe(false);
    expect(isSafeAttribute('href', 'javascript:void 0')).toBe(false);
    expect(isSafeAttribute('srcset', '/a.jpg 1x, javascript:x 2x')).toBe(false);
    expect(isSafeAttribute('alt', 'javascript: is fine as text')).toBe(true);
    expect(isSafeAttribute('src', '/a.jpg')).toBe(true);
  });

  it('refuses style values that script or escape the declaration', () => {
    expect(isSafeStyle('background-image', 'url(javascript:alert(1))')).toBe(false);
    expect(isSafeStyle('width', 'expression(alert(1))')).toBe(false);
    expect(isSafeStyle('color', 'red; position: fixed')).toBe(false);
    expect(isSafeStyle('background-image', 'url("/media/a.jpg")')).toBe(true);
    expect(isSafeStyle('--x', '1px')).toBe(true);
  });

  it('tells text from markup', () => {
    expect(isPlainText('Plain words')).toBe(true);
    expect(isPlainText('<b>bold</b>')).toBe(false);
    expect(isPlainText('Fish &amp; chips')).toBe(false);
  });
});
