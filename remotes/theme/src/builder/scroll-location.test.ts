/** @jest-environment jsdom */
import { scrollLocation, watchScrollLocation } from './scroll-location';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.documentElement.className = '';
  document.body.className = '';
});

test('the top window scrolls in the zoom, tablet and phone previews; the page itself otherwise', () => {
  expect(scrollLocation({ active: true, previewMode: 'zoom' })).toBe('top');
  expect(scrollLocation({ active: true, previewMode: 'tablet' })).toBe('top');
  expect(scrollLocation({ active: true, previewMode: 'phone' })).toBe('top');
  expect(scrollLocation({ active: true, previewMode: 'desktop' })).toBe('app');
  expect(scrollLocation({ active: true, previewMode: 'wireframe' })).toBe('app');
  expect(scrollLocation({ active: true, previewMode: null })).toBe('app');
  // A leftover class outside a builder changes nothing.
  expect(scrollLocation({ active: false, previewMode: 'phone' })).toBe('app');
});

test('a switch of preview mode that moves the scroll location is reported once; one that does not is not', async () => {
  document.body.className = 'et-fb';
  document.documentElement.className = 'et-fb-preview--desktop';
  const seen: string[] = [];
  const stop = new AbortController();
  watchScrollLocation(document, (location) => seen.push(location), stop.signal);
  document.documentElement.className = 'et-fb-preview--wireframe';
  await flush();
  expect(seen).toEqual([]);
  document.documentElement.className = 'et-fb-preview--phone';
  await flush();
  document.documentElement.className = 'et-fb-preview--zoom';
  await flush();
  expect(seen).toEqual(['top']);
  document.documentElement.className = 'et-fb-preview--desktop';
  await flush();
  expect(seen).toEqual(['top', 'app']);
  stop.abort();
  document.documentElement.className = 'et-fb-preview--tablet';
  await flush();
  expect(seen).toEqual(['top', 'app']);
});

test('outside a builder nothing is watched', async () => {
  const seen: string[] = [];
  watchScrollLocation(document, (location) => seen.push(location), new AbortController().signal);
  document.body.className = 'et-fb';
  document.documentElement.className = 'et-fb-preview--phone';
  await flush();
  expect(seen).toEqual([]);
});
