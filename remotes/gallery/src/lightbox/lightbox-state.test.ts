import { CLOSED } from './lightbox-core';
import { closeAtom, createLightboxStore, lightboxAtom, nextAtom, openAtom, openerAtom, prevAtom } from './lightbox-state';

const images = [{ src: 'https://s.test/1.jpg' }, { src: 'https://s.test/2.jpg' }];
const opener = { focus: jest.fn() };

describe('lightbox atoms', () => {
  it('start closed, with no opener', () => {
    const store = createLightboxStore();
    expect(store.get(lightboxAtom)).toBe(CLOSED);
    expect(store.get(openerAtom)).toBeNull();
  });

  it('open at the requested position and remember the opener', () => {
    const store = createLightboxStore();
    store.set(openAtom, { images, index: 1, opener });
    expect(store.get(lightboxAtom)).toEqual({ status: 'active', images, index: 1, grid: '' });
    expect(store.get(openerAtom)).toBe(opener);
  });

  it('ignore an open request outside the list', () => {
    const store = createLightboxStore();
    store.set(openAtom, { images, index: 5, opener });
    expect(store.get(lightboxAtom)).toBe(CLOSED);
    expect(store.get(openerAtom)).toBeNull();
  });

  it('page with next and prev, and notify nobody when a move is ignored', () => {
    const store = createLightboxStore();
    store.set(openAtom, { images, index: 0, opener });
    const listener = jest.fn();
    store.sub(lightboxAtom, listener);
    store.set(prevAtom);
    expect(listener).not.toHaveBeenCalled();
    store.set(nextAtom);
    expect(store.get(lightboxAtom)).toMatchObject({ index: 1 });
    store.set(nextAtom);
    expect(store.get(lightboxAtom)).toMatchObject({ index: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(prevAtom);
    expect(store.get(lightboxAtom)).toMatchObject({ index: 0 });
  });

  it('close', () => {
    const store = createLightboxStore();
    store.set(openAtom, { images, index: 0, opener });
    store.set(closeAtom);
    expect(store.get(lightboxAtom)).toBe(CLOSED);
  });

  it('keep separate state per store', () => {
    const a = createLightboxStore();
    const b = createLightboxStore();
    a.set(openAtom, { images, index: 0, opener });
    expect(b.get(lightboxAtom)).toBe(CLOSED);
  });
});
