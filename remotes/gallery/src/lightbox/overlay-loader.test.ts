/** @jest-environment jsdom */
import type { LightboxStore } from './lightbox-state';
import { overlayLoader } from './overlay-loader';

const store = { open: jest.fn() } as unknown as LightboxStore;

function fakeHost() {
  const release = jest.fn();
  const acquireOverlay = jest.fn(() => ({ store, release }));
  return { acquireOverlay, release };
}

test('loads the overlay once, takes one hold on it, and has it ready for a wait-free open', async () => {
  const host = fakeHost();
  const load = jest.fn(async () => host);
  const mount = new AbortController();
  const loader = overlayLoader(document, mount.signal, load);
  expect(loader.ready()).toBeNull();
  const [first, second] = await Promise.all([loader.get(), loader.get()]);
  expect(first).toBe(store);
  expect(second).toBe(store);
  expect(load).toHaveBeenCalledTimes(1);
  expect(host.acquireOverlay).toHaveBeenCalledTimes(1);
  expect(loader.ready()).toBe(store);
  mount.abort();
  expect(host.release).toHaveBeenCalledTimes(1);
  expect(loader.ready()).toBeNull();
});

test('a failed download is forgotten: the next use downloads again', async () => {
  const host = fakeHost();
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(host);
  const loader = overlayLoader(document, new AbortController().signal, load);
  await expect(loader.get()).rejects.toThrow('offline');
  expect(loader.ready()).toBeNull();
  await expect(loader.get()).resolves.toBe(store);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a mount that ended before the overlay came takes no hold on it', async () => {
  const host = fakeHost();
  const mount = new AbortController();
  const loader = overlayLoader(document, mount.signal, async () => host);
  const pending = loader.get();
  mount.abort();
  await expect(pending).resolves.toBeNull();
  expect(host.acquireOverlay).not.toHaveBeenCalled();
});
