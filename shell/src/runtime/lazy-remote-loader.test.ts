/** @jest-environment jsdom */
import type { ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import type { ShellChunkError } from '../shared/errors/shell-chunk-error';
import { createLazyRemoteLoader } from './lazy-remote-loader';

/** Each download of the loader file: the first fails, as a dropped connection would. */
let mockAttempts = 0;
jest.mock('../boot/shell-files', () => ({
  importLoader: async () => {
    mockAttempts += 1;
    if (mockAttempts === 1) throw new Error('chunk failed to download');
    return { createLoggedModuleLoader: () => ({ load: async (remote: string) => ({ remote, version: '1', exports: { ok: true } }) }) };
  },
}));

const HASH = (c: string) => `sha384-${c.repeat(64)}`;
const pointer: ReleasePointer = {
  schemaVersion: 1,
  remotes: {
    gallery: {
      active: '1',
      history: [
        {
          version: '1',
          entry: 'remotes/gallery/1/remoteEntry.js',
          integrity: HASH('a'),
          exposes: ['./lightbox'],
          files: { './lightbox': [{ path: 'remotes/gallery/1/lightbox.js', integrity: HASH('b') }, { path: 'remotes/gallery/1/ui.js', integrity: HASH('c'), shared: true }] },
          publishedAt: '',
        },
      ],
    },
  },
};

function createLoader(reports: ShellChunkError[] = []) {
  return createLazyRemoteLoader({
    pointer,
    pointerUrl: 'https://site.example/mf/remotes.json',
    timeoutMs: 1000,
    log: { debug: () => undefined, warn: () => undefined, error: () => undefined },
    refreshPointer: async () => undefined,
    onChunkFailed: (error) => reports.push(error),
  });
}

test('the loader chunk failing is reported once for modules triggered together; the next load downloads it again', async () => {
  const reports: ShellChunkError[] = [];
  const loader = createLoader(reports);
  const results = await Promise.allSettled([loader.load('gallery', './lightbox'), loader.load('gallery', './lightbox')]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  expect(reports).toHaveLength(1);
  expect(reports[0]!.name).toBe('ShellChunkError');
  await expect(loader.load('gallery', './lightbox')).resolves.toMatchObject({ exports: { ok: true } });
  expect(reports).toHaveLength(1);
  expect(mockAttempts).toBe(2);
});

test('a prefetch requests the entry, the module chunk and the shared chunk in parallel, once each, with their integrity', () => {
  document.head.innerHTML = '';
  const loader = createLoader();
  loader.prefetch('gallery', './lightbox');
  loader.prefetch('gallery', './lightbox');
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => [l.href, l.integrity, l.getAttribute('fetchpriority')]);
  expect(preloads()).toEqual([
    ['https://site.example/mf/remotes/gallery/1/remoteEntry.js', HASH('a'), 'low'],
    ['https://site.example/mf/remotes/gallery/1/lightbox.js', HASH('b'), 'low'],
    ['https://site.example/mf/remotes/gallery/1/ui.js', HASH('c'), 'low'],
  ]);
});
