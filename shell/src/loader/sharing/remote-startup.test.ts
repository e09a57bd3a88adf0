import { createBundlerRuntime } from './bundler-runtime';
import type { RemoteRequire } from './remote-startup';
import type { ModuleFactory, ShareScope } from './share-scope';

const placeholder = (name: string) => () => {
  throw new Error(`should have __webpack_require__.${name}`);
};

/**
 * A remote's `__webpack_require__` as rspack emits it before the start-up module runs: placeholders
 * for `S`, `I`, `f.consumes`, `initContainer` and `getContainer`, and the build's data. `provides`
 * is what it shares; its chunk `c1` imports preact (module id `p`), its `./ui` module that chunk.
 */
function builtRemote(name: string, preactVersion: string) {
  const loaded: string[] = [];
  const copy = (from: string): ModuleFactory => () => ({ preact: preactVersion, from });
  const req = ((id: string) => {
    const cached = req.c[id] as { exports: unknown } | undefined;
    if (cached) return cached.exports;
    const module = { exports: undefined as unknown };
    req.c[id] = module;
    req.m[id]!(module);
    return module.exports;
  }) as RemoteRequire;
  Object.assign(req, {
    m: {},
    c: {},
    o: (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key),
    S: {},
    I: placeholder('I'),
    f: { consumes: placeholder('f.consumes') },
    initContainer: placeholder('initContainer'),
    federation: { chunkMatcher: () => true },
    initializeSharingData: { scopeToSharingDataMapping: { default: [{ name: 'preact', version: preactVersion, factory: () => (loaded.push(`${name} preact`), Promise.resolve(copy(name))) }] } },
    consumesLoadingData: {
      chunkMapping: { c1: ['p'] },
      moduleIdToConsumeDataMapping: { p: { shareScope: 'default', shareKey: 'preact', requiredVersion: '^11.0.0', singleton: true, fallback: () => Promise.resolve(copy(`${name} fallback`)) } },
      initialConsumes: [],
    },
    initializeExposesData: {
      moduleMap: {
        './ui': async () => {
          const promises: unknown[] = [];
          (req.f.consumes as (chunk: string, promises: unknown[]) => void)('c1', promises);
          await Promise.all(promises);
          return () => req('p');
        },
      },
      shareScope: 'default',
    },
  });
  createBundlerRuntime({ warn: jest.fn() }).start(req, name);
  // The container's `get`, which the entry keeps (build/remote-startup.ts).
  Object.assign(req, { getContainer: (module: string) => req.initializeExposesData!.moduleMap[module]!() });
  const container = req as unknown as { initContainer: (scope: ShareScope) => Promise<unknown>; getContainer: (module: string) => Promise<() => unknown> };
  return { req, loaded, init: (scope: ShareScope) => container.initContainer(scope), get: (module: string) => container.getContainer(module) };
}

test('the lent start-up wires a built remote: it provides into the page scope, and its chunks consume the first loaded singleton', async () => {
  const page: ShareScope = {};
  const gallery = builtRemote('cmsmf_gallery', '11.2.0');
  const forms = builtRemote('cmsmf_forms', '11.2.0');
  await gallery.init(page);
  await forms.init(page);
  const fromGallery = (await gallery.get('./ui'))();
  const fromForms = (await forms.get('./ui'))();
  expect(fromGallery).toEqual({ preact: '11.2.0', from: 'cmsmf_gallery' });
  expect(fromForms).toEqual(fromGallery);
  expect(gallery.loaded).toEqual(['cmsmf_gallery preact']);
  expect(forms.loaded).toEqual([]);
  expect(gallery.req.federation.initOptions.name).toBe('cmsmf_gallery');
});

test('an entry without build data is left as it is', () => {
  const req = { federation: {}, I: 1 } as unknown as RemoteRequire;
  createBundlerRuntime({ warn: jest.fn() }).start(req, 'cmsmf_x');
  expect(req).toEqual({ federation: {}, I: 1 });
});
