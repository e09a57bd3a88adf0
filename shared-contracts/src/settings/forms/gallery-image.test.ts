import { galleryImagesFromItems } from './gallery-image';

describe('galleryImagesFromItems', () => {
  it('skips items without data-src and applies the defaults over the kept items', () => {
    const images = galleryImagesFromItems([
      { src: 'a.jpg', title: 'Sunset', caption: 'Evening' },
      { src: null, title: 'Broken' },
      { src: '  ', title: 'Blank' },
      { src: 'b.jpg' },
      { src: 'c.jpg', title: '', caption: '' },
    ]);
    expect(images).toEqual([
      { src: 'a.jpg', title: 'Sunset', caption: 'Evening' },
      { src: 'b.jpg', title: 'Image', caption: '2 / 3' },
      { src: 'c.jpg', title: 'Image', caption: '3 / 3' },
    ]);
  });

  it('returns an empty list for a grid with no usable item', () => {
    expect(galleryImagesFromItems([{ title: 'x' }])).toEqual([]);
  });
});
