import { readThumbnail } from './read-thumbnail';

const BASE = 'https://site.test/page.html';
const img = (attrs: Record<string, string>, extra: object = {}) => ({
  getAttribute: (name: string) => attrs[name] ?? null,
  ...extra,
});

describe('readThumbnail', () => {
  it('reads the shown file, the alt and the laid-out size', () => {
    const thumb = img({ src: '/t.jpg', alt: 'Harbour' }, { currentSrc: 'https://site.test/t-2x.jpg', getBoundingClientRect: () => ({ width: 342, height: 228 }) });
    expect(readThumbnail(thumb, BASE)).toEqual({ src: 'https://site.test/t-2x.jpg', alt: 'Harbour', width: 342, height: 228 });
  });

  it('falls back to the src attribute and leaves out what is unknown', () => {
    expect(readThumbnail(img({ src: '/t.jpg' }, { getBoundingClientRect: () => ({ width: 0, height: 0 }) }), BASE)).toEqual({
      src: 'https://site.test/t.jpg',
      alt: undefined,
    });
  });

  it('refuses an unsafe source and reads nothing without an image', () => {
    expect(readThumbnail(img({ src: 'javascript:alert(1)', alt: '' }), BASE)).toEqual({ src: undefined, alt: '' });
    expect(readThumbnail(null, BASE)).toBeUndefined();
  });
});
