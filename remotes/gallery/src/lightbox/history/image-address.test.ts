import { hashWithImage, imageIndexInHash, withHash } from './image-address';

describe('imageIndexInHash', () => {
  it('reads the 1-based image number of the grid as a 0-based index', () => {
    expect(imageIndexInHash('#gallery-a|2', 'gallery-a')).toBe(1);
    expect(imageIndexInHash('#tabs|1||gallery-b|3', 'gallery-b')).toBe(2);
  });

  it('ignores other grids, other shapes and hostile text', () => {
    expect(imageIndexInHash('#gallery-a|2', 'gallery-b')).toBeNull();
    expect(imageIndexInHash('#gallery-a', 'gallery-a')).toBeNull();
    expect(imageIndexInHash('#gallery-a|0', 'gallery-a')).toBeNull();
    expect(imageIndexInHash('#gallery-a|02', 'gallery-a')).toBeNull();
    expect(imageIndexInHash('#gallery-a|2|x', 'gallery-a')).toBeNull();
    expect(imageIndexInHash('#gallery-a|1e3', 'gallery-a')).toBeNull();
    expect(imageIndexInHash('#gallery-a|9999999', 'gallery-a')).toBeNull();
    expect(imageIndexInHash('#', '')).toBeNull();
  });

  it('reads the address after stripping, as the page does', () => {
    expect(imageIndexInHash('#gallery-a|<b>2</b>', 'gallery-a')).toBeNull(); // "b2b"
    expect(imageIndexInHash('#gallery-a|2"><img src=x>', 'gallery-a')).toBeNull(); // "2imgsrcx"
    expect(imageIndexInHash('#gal<i>lery-a|3', 'gallery-a')).toBe(null); // "galilery-a"
    expect(imageIndexInHash('#gallery-a|3%00', 'gallery-a')).toBe(299); // "300": stripped first, as for every module
  });
});

describe('hashWithImage', () => {
  it('adds the image address after the page’s own state', () => {
    expect(hashWithImage('', 'gallery-a', 0)).toBe('gallery-a|1');
    expect(hashWithImage('#tabs-1|2', 'gallery-a', 3)).toBe('tabs-1|2||gallery-a|4');
  });

  it('replaces the grid’s image address and keeps a plain anchor to the grid', () => {
    expect(hashWithImage('#gallery-a|2', 'gallery-a', 2)).toBe('gallery-a|3');
    expect(hashWithImage('#gallery-a', 'gallery-a', 0)).toBe('gallery-a||gallery-a|1');
  });

  it('removes it again, giving back the page’s own hash', () => {
    expect(hashWithImage('#tabs-1|2||gallery-a|4', 'gallery-a', null)).toBe('tabs-1|2');
    expect(hashWithImage('#gallery-a|2', 'gallery-a', null)).toBe('');
  });

  it('writes nothing for a grid without a usable id', () => {
    expect(hashWithImage('#top', '', 1)).toBe('top');
    expect(hashWithImage('#top', 'my gallery', 1)).toBe('top');
  });
});

describe('withHash', () => {
  it('sets or removes the hash of an address', () => {
    expect(withHash('https://site.test/p.html?q=1#old', 'gallery-a|2')).toBe('https://site.test/p.html?q=1#gallery-a|2');
    expect(withHash('https://site.test/p.html#gallery-a|2', '')).toBe('https://site.test/p.html');
  });
});
