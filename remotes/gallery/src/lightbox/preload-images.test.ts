import { preloadImages } from './preload-images';

describe('preloadImages', () => {
  it('creates one image per source and sets its src', () => {
    const created: { src: string }[] = [];
    const images = preloadImages([{ src: 'https://s.test/1.jpg' }, { src: 'https://s.test/3.jpg' }], () => {
      const image = { src: '' };
      created.push(image);
      return image;
    });
    expect(created.map((i) => i.src)).toEqual(['https://s.test/1.jpg', 'https://s.test/3.jpg']);
    expect(images).toEqual(created);
  });

  it('sets sizes and srcset before src, so the chosen file is the one fetched', () => {
    const order: string[] = [];
    const image = {
      set sizes(v: string) { order.push(`sizes=${v}`); },
      set srcset(v: string) { order.push(`srcset=${v}`); },
      set src(v: string) { order.push(`src=${v}`); },
    } as unknown as { src: string };
    preloadImages([{ src: '/a.jpg', srcset: '/a-640.jpg 640w', sizes: '390px' }], () => image);
    expect(order).toEqual(['sizes=390px', 'srcset=/a-640.jpg 640w', 'src=/a.jpg']);
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
      preloadImages([{ src: 'https://s.test/2.jpg' }]);
    } finally {
      g.Image = original;
    }
    expect(made).toEqual(['https://s.test/2.jpg']);
  });
});
