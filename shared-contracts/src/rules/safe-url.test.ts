import { SAFE_URL_PAYLOADS, UNSAFE_URL_PAYLOADS } from '../../../e2e/support/url-corpus';
import { XSS_PAYLOADS } from '../../../e2e/support/xss-corpus';
import { isSafeNavigationUrl, safeNavigationUrl, safeResourceUrl } from './safe-url';

const BASE = 'https://site.test/gallery/page.html';
const rules = { safeNavigationUrl, safeResourceUrl };

describe.each(Object.entries(rules))('%s', (_name, rule) => {
  it.each(UNSAFE_URL_PAYLOADS)('refuses the URL payload %j', (raw) => {
    expect(rule(raw, BASE)).toBeNull();
  });

  it.each(SAFE_URL_PAYLOADS)('keeps %j', (raw) => {
    expect(rule(raw, BASE)).toBe(new URL(raw.trim(), BASE).href);
  });

  it.each(XSS_PAYLOADS)('never leaves the origin or http(s) for the XSS payload %j', (raw) => {
    const url = rule(raw, BASE);
    if (url !== null) expect(new URL(url).origin).toBe('https://site.test');
  });

  it('accepts absolute http(s) URLs on other hosts, as written', () => {
    expect(rule('https://cdn.test/a.jpg', BASE)).toBe('https://cdn.test/a.jpg');
    expect(rule('http://cdn.test/a.jpg', BASE)).toBe('http://cdn.test/a.jpg');
  });

  it('resolves relative URLs against the base', () => {
    expect(rule('/img/a.jpg', BASE)).toBe('https://site.test/img/a.jpg');
    expect(rule('full/a.jpg', BASE)).toBe('https://site.test/gallery/full/a.jpg');
    expect(rule('  ../a.jpg  ', BASE)).toBe('https://site.test/a.jpg');
  });

  it('refuses missing, empty and unparsable addresses, and an unusable base', () => {
    expect([null, undefined, '', '   ', 'http://[bad'].map((raw) => rule(raw, BASE))).toEqual([null, null, null, null, null]);
    expect(rule('a.jpg', 'not a base')).toBeNull();
    expect(rule('a.jpg', 'about:blank')).toBeNull();
  });
});

describe('isSafeNavigationUrl', () => {
  it.each(['https://shop.example/checkout/', 'http://example.com', '/checkout/?a=1', 'checkout/', '?step=2', '#top', 'HTTPS://EXAMPLE.COM', ...SAFE_URL_PAYLOADS])(
    'accepts %j',
    (url) => expect(isSafeNavigationUrl(url)).toBe(true),
  );

  it.each([...UNSAFE_URL_PAYLOADS, '', 'https://a\n.example', 'https://a.example/\u007f'])('refuses %j', (url) => expect(isSafeNavigationUrl(url)).toBe(false));
});

describe('where navigation and resources differ', () => {
  it('a resource drops the tabs and newlines the parser drops; navigation refuses them', () => {
    expect(safeResourceUrl('https://cdn.test/a\n.jpg', BASE)).toBe('https://cdn.test/a.jpg');
    expect(safeNavigationUrl('https://cdn.test/a\n.jpg', BASE)).toBeNull();
  });
});
