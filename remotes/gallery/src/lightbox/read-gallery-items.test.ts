import { readGalleryItems, type GridLike, type ItemLike } from './read-gallery-items';

const BASE = 'https://site.test/page.html';

type Attrs = Record<string, string>;
const item = (attrs: Attrs): ItemLike & { attrs: Attrs } => ({
  attrs,
  getAttribute: (name) => (name in attrs ? attrs[name]! : null),
});
const grid = <E extends ItemLike>(items: E[]): GridLike<E> & { selectors: string[] } => {
  const selectors: string[] = [];
  return { selectors, querySelectorAll: (selector) => (selectors.push(selector), items) };
};

describe('readGalleryItems', () => {
  it('reads src, title and caption of every item, in order, resolving the src', () => {
    const a = item({ 'data-src': '/a.jpg', 'data-title': 'A', 'data-caption': 'Cap A' });
    const b = item({ 'data-src': 'https://cdn.test/b.jpg', 'data-title': 'B' });
    const g = grid([a, b]);
    expect(readGalleryItems(g, BASE)).toEqual([
      { element: a, image: { src: 'https://site.test/a.jpg', title: 'A', caption: 'Cap A' } },
      { element: b, image: { src: 'https://cdn.test/b.jpg', title: 'B', caption: undefined } },
    ]);
    expect(g.selectors).toEqual(['.eacf7-gallery-item']);
  });

  it('skips items without data-src or with an unsafe one, so they take no position', () => {
    const ok1 = item({ 'data-src': '/1.jpg' });
    const missing = item({ 'data-title': 'No src' });
    const empty = item({ 'data-src': '  ' });
    const script = item({ 'data-src': 'javascript:alert(1)' });
    const html = item({ 'data-src': 'data:text/html,<b>x</b>' });
    const ok2 = item({ 'data-src': '/2.jpg' });
    const entries = readGalleryItems(grid([ok1, missing, empty, script, html, ok2]), BASE);
    expect(entries.map((e) => e.element)).toEqual([ok1, ok2]);
  });

  it('treats blank title and caption as absent, and trims them', () => {
    const [entry] = readGalleryItems(grid([item({ 'data-src': '/a.jpg', 'data-title': ' ', 'data-caption': '  Hi ' })]), BASE);
    expect(entry!.image).toEqual({ src: 'https://site.test/a.jpg', title: undefined, caption: 'Hi' });
  });

  it('returns an empty list for a grid without valid items', () => {
    expect(readGalleryItems(grid([]), BASE)).toEqual([]);
  });

  it('reads a checked data-srcset and data-sizes', () => {
    const a = item({ 'data-src': '/a.jpg', 'data-srcset': '/a-640.jpg 640w, javascript:x 2x', 'data-sizes': '100vw' });
    const b = item({ 'data-src': '/b.jpg', 'data-sizes': '"><b>' });
    const [first, second] = readGalleryItems(grid([a, b]), BASE);
    expect(first!.image).toMatchObject({ srcset: 'https://site.test/a-640.jpg 640w', sizes: '100vw' });
    expect(second!.image.srcset).toBeUndefined();
    expect(second!.image.sizes).toBeUndefined();
  });
});
