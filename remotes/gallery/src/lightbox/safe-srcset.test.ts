import { safeSizes, safeSrcset } from './safe-srcset';

const BASE = 'https://site.test/demo/page.html';

describe('safeSrcset', () => {
  it('resolves each candidate and keeps its descriptor', () => {
    expect(safeSrcset('/a-640.jpg 640w, /a-1280.jpg 1280w', BASE)).toBe(
      'https://site.test/a-640.jpg 640w, https://site.test/a-1280.jpg 1280w',
    );
    expect(safeSrcset('a.jpg 1x,a@2x.jpg 2x', BASE)).toBe('https://site.test/demo/a.jpg 1x, https://site.test/demo/a@2x.jpg 2x');
  });

  it('takes a URL without descriptor, ended by a comma', () => {
    expect(safeSrcset('/a.jpg, /b.jpg 2x', BASE)).toBe('https://site.test/a.jpg, https://site.test/b.jpg 2x');
    // As the HTML standard reads it: a comma without a space is part of the URL.
    expect(safeSrcset('/a.jpg,/b.jpg 2x', BASE)).toBe('https://site.test/a.jpg%2C/b.jpg 2x');
  });

  it('drops unsafe URLs and bad descriptors', () => {
    expect(safeSrcset('javascript:alert(1) 1x, //evil.test/x.jpg 2x, /ok.jpg 3x, /bad.jpg 10q', BASE)).toBe(
      'https://site.test/ok.jpg 3x',
    );
    expect(safeSrcset('data:image/png;base64,AAAA 1x', BASE)).toBeUndefined();
  });

  it('gives undefined for nothing usable', () => {
    expect(safeSrcset(null, BASE)).toBeUndefined();
    expect(safeSrcset(' , ,', BASE)).toBeUndefined();
  });

  it('keeps a comma inside a URL from splitting it', () => {
    expect(safeSrcset('/img/a,b.jpg 2x', BASE)).toBe('https://site.test/img/a%2Cb.jpg 2x');
  });
});

describe('safeSizes', () => {
  it('keeps media conditions and lengths', () => {
    expect(safeSizes(' (max-width: 767px) 100vw, 80vw ')).toBe('(max-width: 767px) 100vw, 80vw');
    expect(safeSizes('calc(100vw - 32px)')).toBe('calc(100vw - 32px)');
  });

  it('drops anything else', () => {
    expect(safeSizes('"><script>')).toBeUndefined();
    expect(safeSizes('')).toBeUndefined();
    expect(safeSizes(undefined)).toBeUndefined();
  });
});
