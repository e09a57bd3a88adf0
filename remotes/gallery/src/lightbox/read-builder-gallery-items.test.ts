import { readBuilderGalleryItems, type BuilderLinkLike, type TextLike } from './read-builder-gallery-items';
import type { GridLike } from './read-gallery-items';

const BASE = 'https://site.test/page.html';

interface ItemSpec {
  readonly href?: string;
  readonly title?: string;
  readonly caption?: string;
}

/** One `.et_pb_gallery_item`'s link, as the builder renders it, with only what the adapter reads. */
const link = ({ href, title, caption }: ItemSpec): BuilderLinkLike & { href?: string } => {
  const texts: Record<string, TextLike> = {};
  if (title !== undefined) texts['.et_pb_gallery_title'] = { textContent: title };
  if (caption !== undefined) texts['.et_pb_gallery_caption'] = { textContent: caption };
  return {
    href,
    getAttribute: (name) => (name === 'href' ? (href ?? null) : null),
    closest: (selector) => (selector === '.et_pb_gallery_item' ? { querySelector: (s) => texts[s] ?? null } : null),
  };
};
const grid = <E extends BuilderLinkLike>(links: E[]): GridLike<E> & { selectors: string[] } => {
  const selectors: string[] = [];
  return { selectors, querySelectorAll: (selector) => (selectors.push(selector), links) };
};

describe('readBuilderGalleryItems', () => {
  it('reads every image link in order: the full image from href, title and caption from the item', () => {
    const a = link({ href: '/media/a.jpg', title: 'Coast', caption: 'At low tide' });
    const b = link({ href: 'https://cdn.test/b.jpg', title: 'Harbour' });
    const g = grid([a, b]);
    expect(readBuilderGalleryItems(g, BASE)).toEqual([
      { element: a, image: { src: 'https://site.test/media/a.jpg', title: 'Coast', caption: 'At low tide' } },
      { element: b, image: { src: 'https://cdn.test/b.jpg', title: 'Harbour', caption: undefined } },
    ]);
    expect(g.selectors).toEqual(['.et_pb_gallery_image a']);
  });

  it('skips links without a safe href, so they take no position', () => {
    const ok1 = link({ href: '/1.jpg' });
    const links = [link({}), link({ href: ' ' }), link({ href: 'javascript:alert(1)' }), link({ href: '//evil.test/a.jpg' }), link({ href: 'data:text/html,<b>x</b>' })];
    const ok2 = link({ href: '/2.jpg' });
    expect(readBuilderGalleryItems(grid([ok1, ...links, ok2]), BASE).map((e) => e.element)).toEqual([ok1, ok2]);
  });

  it('leaves a blank or missing title and caption to the lightbox’s defaults, and trims them', () => {
    const [blank, none] = readBuilderGalleryItems(grid([link({ href: '/a.jpg', title: '  ', caption: ' Hi ' }), link({ href: '/b.jpg' })]), BASE);
    expect(blank!.image).toEqual({ src: 'https://site.test/a.jpg', title: undefined, caption: 'Hi' });
    expect(none!.image).toEqual({ src: 'https://site.test/b.jpg', title: undefined, caption: undefined });
  });

  it('reads a link outside any item (no title, no caption)', () => {
    const orphan: BuilderLinkLike = { getAttribute: () => '/a.jpg', closest: () => null };
    expect(readBuilderGalleryItems(grid([orphan]), BASE)).toEqual([{ element: orphan, image: { src: 'https://site.test/a.jpg', title: undefined, caption: undefined } }]);
  });
});
