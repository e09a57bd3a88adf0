import { preloadImages } from './preload-images';

describe('preloadImages', () => {
  it('creates one image per source and sets its src', () => {
    const created: { src: string }[] = [];
    const images = preloadImages(['https://s.test/1.jpg', 'https://s.test/3.jpg'], () => {
      const image = { src: '' };
      created.push(image);
      return image;
    });
    expect(created.map((i) => i.src)).toEqual(['https://s.test/1.jpg', 'https://s.test/3.jpg']);
    expect(images).toEqual(created);
  });

  it('creates nothing for no sources', () => {
    const createImage = jest.fn(() => ({ src: '' }));
    expect(preloadImages([], createImage)).toEqual([]);
    expect(createImage).not.toHaveBeenCalled();
  });

  it('uses new Image() by default', () => {
    const made: string[] = [];
    const g = globalThis as { Image?: unknown };
    const original = g.Image;
    g.Image = class {
      set src(value: string) {
        made.push(value);
      }
    };
    try {
      preloadImages(['https://s.test/2.jpg']);
    } finally {
      g.Image = original;
    }
    expect(made).toEqual(['https://s.test/2.jpg']);
  });
});
