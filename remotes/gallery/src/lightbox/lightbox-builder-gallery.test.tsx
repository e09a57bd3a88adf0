import { fireEvent } from '@testing-library/react';
import { installDialogPolyfill } from './test-support/dialog-polyfill';
import { caption, isOpen, mountGrid, resetPage, shownImage, testContext, title, watchClicks } from './test-support/gallery-page';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogPolyfill();
});
afterAll(() => uninstall());
afterEach(resetPage);

/** A page builder gallery (MARKUP-FACTS §1.5), as the builder renders it. */
function builderGallery(id: string, items: readonly { href?: string; title?: string; caption?: string; alt?: string }[], variant = 'et_pb_gallery_grid'): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  el.className = `et_pb_module et_pb_gallery ${variant}`;
  el.innerHTML = `<div class="et_pb_gallery_items et_post_gallery clearfix">${items
    .map(({ href, title: t, caption: c, alt = 'Thumb' }) => {
      const img = `<img src="/thumb.jpg" alt="${alt}">`;
      return `<div class="et_pb_gallery_item"><div class="et_pb_gallery_image">${href === undefined ? img : `<a href="${href}" title="x">${img}</a>`}</div>${t === undefined ? '' : `<h3 class="et_pb_gallery_title">${t}</h3>`}${c === undefined ? '' : `<p class="et_pb_gallery_caption">${c}</p>`}</div>`;
    })
    .join('')}</div>`;
  document.body.appendChild(el);
  return el;
}
const links = (el: Element) => [...el.querySelectorAll<HTMLAnchorElement>('.et_pb_gallery_image a')];

describe('the page builder’s gallery', () => {
  it('opens its image links in the lightbox, counting only safe ones', async () => {
    const el = builderGallery('harbour', [{ href: '/coast.jpg', title: 'Coast', caption: 'Low tide' }, { href: 'javascript:alert(1)', title: 'Script' }, { href: '/city.jpg', alt: 'City at night' }, {}]);
    await mountGrid(el);
    const clicks = watchClicks();
    fireEvent.click(links(el)[2]!);
    expect(clicks.prevented).toEqual([true]);
    expect(title()).toBe('Image');
    expect(caption()).toBe('2 / 2');
    expect(shownImage()?.getAttribute('src')).toBe('http://localhost/city.jpg');
    expect(shownImage()?.getAttribute('alt')).toBe('City at night');
    clicks.stop();
  });

  it('names no image in the address: the builder keeps its page there under the id', async () => {
    const el = builderGallery('harbour', [{ href: '/coast.jpg', title: 'Coast' }, { href: '/city.jpg', title: 'City' }]);
    window.history.replaceState(null, '', '/#harbour|2');
    await mountGrid(el);
    expect(isOpen()).toBe(false);
    fireEvent.click(links(el)[0]!);
    expect(title()).toBe('Coast');
    expect(window.location.hash).toBe('#harbour|2');
  });

  it('opens from the fullwidth slider too, and not in a visual builder', async () => {
    const el = builderGallery('slides', [{ href: '/coast.jpg', title: 'Coast' }], 'et_pb_gallery_fullwidth et_pb_slider');
    await mountGrid(el, testContext(true));
    fireEvent.click(links(el)[0]!);
    expect(isOpen()).toBe(false);
    resetPage();
    const live = builderGallery('slides', [{ href: '/coast.jpg', title: 'Coast' }], 'et_pb_gallery_fullwidth et_pb_slider');
    await mountGrid(live);
    fireEvent.click(links(live)[0]!);
    expect(title()).toBe('Coast');
  });
});
