import { autoplayUrl, cssImageUrl } from './video-url';

const BASE = 'https://harbour.example/demo/theme-media.html';

test('an embedded player gets autoplay=1, keeping its own parameters', () => {
  expect(autoplayUrl('https://player.example/embed/42?rel=0', BASE)).toBe('https://player.example/embed/42?rel=0&autoplay=1');
  expect(autoplayUrl('https://player.example/embed/42?autoplay=0', BASE)).toBe('https://player.example/embed/42?autoplay=1');
  expect(autoplayUrl('/media/player.html', BASE)).toBe('https://harbour.example/media/player.html?autoplay=1');
});

test('anything a browser would run, or not parse, is left alone', () => {
  expect(autoplayUrl('javascript:alert(1)', BASE)).toBeNull();
  expect(autoplayUrl(' JaVaScRiPt:alert(1)', BASE)).toBeNull();
  expect(autoplayUrl('data:text/html,<script>alert(1)</script>', BASE)).toBeNull();
  expect(autoplayUrl('https://[broken', BASE)).toBeNull();
});

test('a thumbnail becomes a CSS url() that cannot close the string or the function', () => {
  expect(cssImageUrl('/media/coast.svg', BASE)).toBe('url("https://harbour.example/media/coast.svg")');
  expect(cssImageUrl('https://cdn.example/a.jpg") ; background:url(https://evil.example/x', BASE)).not.toMatch(/[")(]\s*;|"\)\s*;/);
  const hostile = cssImageUrl('https://cdn.example/a.jpg");}body{display:none', BASE)!;
  expect(hostile.startsWith('url("https://cdn.example/a.jpg%22%29')).toBe(true);
  expect(hostile.slice(5, -2)).not.toMatch(/["()\\]/);
  expect(cssImageUrl('javascript:alert(1)', BASE)).toBeNull();
  expect(cssImageUrl('data:image/svg+xml,<svg onload=alert(1)>', BASE)).toBeNull();
});
