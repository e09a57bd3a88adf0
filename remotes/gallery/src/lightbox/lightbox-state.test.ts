import { CLOSED } from './lightbox-core';
import { createLightboxStore } from './lightbox-state';

const images = [{ src: 'https://s.test/1.jpg' }, { src: 'https://s.test/2.jpg' }];
const opener = { focus: jest.fn() };

describe('lightbox store', () => {
  it('starts closed, with no opener', () => {
    const store = createLightboxStore();
    expect(store.state()).toBe(CLOSED);
    expect(store.opener()).toBeNull();
  });

  it('opens at the requested position and remembers the opener', () => {
    const store = createLightboxStore();
    store.open({ images, index: 1, opener });
    expect(store.state()).toEqual({ status: 'active', images, index: 1, grid: '' });
    expect(store.opener()).toBe(opener);
  });

  it('ignores an open request outside the list', () => {
    const store = createLightboxStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.open({ images, index: 5, opener });
    expect(store.state()).toBe(CLOSED);
    expect(store.opener()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('pages with next and prev, and notifies nobody when a move is ignored', () => {
    const store = createLightboxStore();
    store.open({ images, index: 0, opener });
    const listener = jest.fn();
    store.subscribe(listener);
    store.prev();
    expect(listener).not.toHaveBeenCalled();
    store.next();
    expect(store.state()).toMatchObject({ index: 1 });
    store.next();
    expect(store.state()).toMatchObject({ index: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    store.prev();
    expect(store.state()).toMatchObject({ index: 0 });
  });

  it('closes, and closing twice is no change', () => {
    const store = createLightboxStore();
    store.open({ images, index: 0, opener });
    const listener = jest.fn();
    store.subscribe(listener);
    store.close();
    store.close();
    expect(store.state()).toBe(CLOSED);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener once it unsubscribed', () => {
    const store = createLightboxStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.open({ images, index: 0, opener });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps separate state per store', () => {
    const a = createLightboxStore();
    const b = createLightboxStore();
    a.open({ images, index: 0, opener });
    expect(b.state()).toBe(CLOSED);
  });
});
