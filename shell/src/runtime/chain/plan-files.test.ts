import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { planFiles } from './plan-files';

const HASH = (c: string) => `sha384-${c.repeat(64)}`;
const version: PublishedVersion = {
  version: '1',
  entry: 'remotes/gallery/1/remoteEntry.js',
  integrity: HASH('a'),
  exposes: ['./lightbox', './health'],
  files: { './lightbox': [{ path: 'remotes/gallery/1/lightbox.js', integrity: HASH('b') }, { path: 'remotes/gallery/1/ui.js', integrity: HASH('c'), shared: true }] },
  publishedAt: '',
};

test('the entry, the module chunk and the shared chunks, all against the pointer URL', () => {
  expect(planFiles(version, './lightbox', 'https://cdn.example/mf/remotes.json', true)).toEqual([
    { href: 'https://cdn.example/mf/remotes/gallery/1/remoteEntry.js', integrity: HASH('a') },
    { href: 'https://cdn.example/mf/remotes/gallery/1/lightbox.js', integrity: HASH('b') },
    { href: 'https://cdn.example/mf/remotes/gallery/1/ui.js', integrity: HASH('c') },
  ]);
});

test('a module without recorded files, or an older pointer, plans the entry alone', () => {
  expect(planFiles(version, './health', 'https://cdn.example/mf/remotes.json', true)).toHaveLength(1);
  const { files: _files, ...older } = version;
  expect(planFiles(older, './lightbox', 'https://cdn.example/mf/remotes.json', true)).toEqual([{ href: 'https://cdn.example/mf/remotes/gallery/1/remoteEntry.js', integrity: HASH('a') }]);
});

test('without shared chunks when another remote has already brought its copy', () => {
  expect(planFiles(version, './lightbox', 'https://cdn.example/mf/remotes.json', false).map((f) => f.href)).toEqual([
    'https://cdn.example/mf/remotes/gallery/1/remoteEntry.js',
    'https://cdn.example/mf/remotes/gallery/1/lightbox.js',
  ]);
});
