import {
  CLOSED,
  closeLightbox,
  hasNext,
  hasPrev,
  imageCaption,
  imageTitle,
  neighbours,
  nextImage,
  openLightbox,
  prevImage,
  type GalleryImage,
  type LightboxState,
} from './lightbox-core';

const images: GalleryImage[] = [
  { src: 'https://s.test/1.jpg', title: 'One', caption: 'First' },
  { src: 'https://s.test/2.jpg' },
  { src: 'https://s.test/3.jpg', title: 'Three' },
];

const at = (index: number): LightboxState => openLightbox(images, index);

describe('openLightbox', () => {
  it('opens at the given position of the given list', () => {
    expect(at(1)).toEqual({ status: 'active', images, index: 1, grid: '' });
    expect(openLightbox(images, 0, 'gallery-a')).toMatchObject({ grid: 'gallery-a' });
  });

  it('opens nothing for an empty list or an index outside the list', () => {
    expect(openLightbox([], 0)).toBe(CLOSED);
    expect(at(-1)).toBe(CLOSED);
    expect(at(3)).toBe(CLOSED);
    expect(at(0.5)).toBe(CLOSED);
    expect(at(Number.NaN)).toBe(CLOSED);
  });
});

describe('closeLightbox', () => {
  it('returns the closed state', () => {
    expect(closeLightbox()).toBe(CLOSED);
    expect(closeLightbox()).toEqual({ status: 'closed' });
  });
});

describe('prevImage / nextImage', () => {
  it('move one back and one forward', () => {
    expect(nextImage(at(0))).toMatchObject({ index: 1 });
    expect(prevImage(at(2))).toMatchObject({ index: 1 });
  });

  it('ignore previous at the first image and next at the last (same state object)', () => {
    const first = at(0);
    const last = at(2);
    expect(prevImage(first)).toBe(first);
    expect(nextImage(last)).toBe(last);
  });

  it('ignore both while closed', () => {
    expect(prevImage(CLOSED)).toBe(CLOSED);
    expect(nextImage(CLOSED)).toBe(CLOSED);
  });
});

describe('hasPrev / hasNext', () => {
  it('say whether a previous or next image exists', () => {
    expect([hasPrev(at(0)), hasNext(at(0))]).toEqual([false, true]);
    expect([hasPrev(at(1)), hasNext(at(1))]).toEqual([true, true]);
    expect([hasPrev(at(2)), hasNext(at(2))]).toEqual([true, false]);
    expect([hasPrev(CLOSED), hasNext(CLOSED)]).toEqual([false, false]);
  });

  it('are both false for a single image', () => {
    const single = openLightbox([images[0]!], 0);
    expect([hasPrev(single), hasNext(single)]).toEqual([false, false]);
  });
});

describe('imageTitle / imageCaption', () => {
  it('use the item title and caption when given', () => {
    expect(imageTitle(images[0]!)).toBe('One');
    expect(imageCaption(images[0]!, 0, 3)).toBe('First');
  });

  it('default the title to "Image" and the caption to the 1-based "i / total"', () => {
    expect(imageTitle(images[1]!)).toBe('Image');
    expect(imageCaption(images[1]!, 1, 3)).toBe('2 / 3');
    expect(imageTitle({ src: 'x', title: '' })).toBe('Image');
    expect(imageCaption({ src: 'x', caption: '' }, 0, 1)).toBe('1 / 1');
  });
});

describe('neighbours', () => {
  it('lists the images at index-1 and index+1 that exist', () => {
    expect(neighbours(at(1)).map((image) => image.src)).toEqual(['https://s.test/1.jpg', 'https://s.test/3.jpg']);
    expect(neighbours(at(0)).map((image) => image.src)).toEqual(['https://s.test/2.jpg']);
    expect(neighbours(at(2)).map((image) => image.src)).toEqual(['https://s.test/2.jpg']);
    expect(neighbours(CLOSED).map((image) => image.src)).toEqual([]);
  });
});
