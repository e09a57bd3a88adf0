import fixture from './fixtures/gallery-stats.json';
import { sharedRequires, type ManifestExpose, type RequiresStats } from './shared-requires';

const stats = fixture.stats as RequiresStats;
const exposes = fixture.exposes as ManifestExpose[];

test('over a stored build of the gallery: the module needs no shared library to mount, its dialog needs preact, and comes with it', () => {
  const written = sharedRequires(exposes, stats, { './lightbox': ['lightbox-overlay'] });
  expect(written.map(({ path, requires, onUse, onUseRequires }) => ({ path, requires, onUse, onUseRequires }))).toEqual(fixture.expected);
  // The input is left as it was.
  expect(exposes[1]).not.toHaveProperty('requires');
});

test('an onUse name that names no chunk fails the build', () => {
  expect(() => sharedRequires(exposes, stats, { './lightbox': ['lightbox-dialog'] })).toThrow('onUse of ./lightbox: no chunk is named "lightbox-dialog" (webpackChunkName)');
});

test('a consume-shared module named another way (a bundler upgrade) fails the build instead of writing wrong requires', () => {
  const reworded: RequiresStats = {
    ...stats,
    chunks: stats.chunks?.map((chunk) => ({ ...chunk, modules: chunk.modules?.map((m) => ({ ...m, name: `shared consume ${m.name ?? ''}` })) })),
  };
  expect(() => sharedRequires(exposes, reworded, { './lightbox': ['lightbox-overlay'] })).toThrow(/the bundler changed its stats/);
});

test('a module whose files are in no exposed chunk group is left as it is', () => {
  expect(sharedRequires([{ path: './ghost', assets: { js: { sync: ['ghost.js'] } } }], stats)).toEqual([{ path: './ghost', assets: { js: { sync: ['ghost.js'] } } }]);
});
