import { sameDocumentAnchorId, scrollPositionAt, scrollStop, smoothScrollDuration, swing } from './smooth-scroll-core';

test('800 ms, 1600 ms to a target further than 4000 px down the page', () => {
  expect(smoothScrollDuration(1200)).toBe(800);
  expect(smoothScrollDuration(4000)).toBe(800);
  expect(smoothScrollDuration(4001)).toBe(1600);
});

test('the stop is the target less the offset, kept within the page', () => {
  expect(scrollStop(1500, 102, 5000)).toBe(1398);
  expect(scrollStop(50, 102, 5000)).toBe(0);
  expect(scrollStop(4900, 0, 3000)).toBe(3000);
  expect(scrollStop(400, 0, -10)).toBe(0);
});

test('the scroll eases in and out and lands exactly', () => {
  expect(swing(0)).toBe(0);
  expect(swing(0.5)).toBeCloseTo(0.5);
  expect(swing(1)).toBe(1);
  expect(scrollPositionAt(0, 1000, 0, 800)).toBe(0);
  expect(scrollPositionAt(0, 1000, 400, 800)).toBe(500);
  expect(scrollPositionAt(0, 1000, 100, 800)).toBeLessThan(125);
  expect(scrollPositionAt(0, 1000, 900, 800)).toBe(1000);
  expect(scrollPositionAt(200, 0, 0, 0)).toBe(0);
});

describe('same-page anchors', () => {
  const page = 'https://site.test/demo/theme-headers.html?x=1';
  it('finds the id of a link to this page', () => {
    expect(sameDocumentAnchorId('#pricing', page)).toBe('pricing');
    expect(sameDocumentAnchorId('/demo/theme-headers.html?x=1#caf%C3%A9', page)).toBe('café');
  });
  it('leaves other pages, bare hashes and module hash state alone', () => {
    expect(sameDocumentAnchorId('/demo/theme.html#pricing', page)).toBeNull();
    expect(sameDocumentAnchorId('https://other.test/demo/theme-headers.html?x=1#a', page)).toBeNull();
    expect(sameDocumentAnchorId('#', page)).toBeNull();
    expect(sameDocumentAnchorId('#gallery|2', page)).toBeNull();
    expect(sameDocumentAnchorId('#%E0%A4%A', page)).toBeNull();
  });
});
