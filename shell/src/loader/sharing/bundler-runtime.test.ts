import { createBundlerRuntime, type ConsumeHandler, type WebpackRequire } from './bundler-runtime';
import type * as BundlerRuntimeModule from './bundler-runtime';
import { EagerShareError } from '../errors/eager-share-error';
import { SharedVersionError } from '../errors/shared-version-error';
import type { ModuleFactory, ShareScope } from './share-scope';

/**
 * A remote entry as the federation plugin's startup code wires it (see the
 * `embed_federation_runtime` module of any built remoteEntry.js): the lent
 * runtime's keys copied into `__webpack_require__.federation`, its `S` as the
 * remote's share scopes, `I` and the container's `init` routed to it.
 */
function fakeRemote(name: string, provides: Record<string, string>, warn = jest.fn(), create = createBundlerRuntime) {
  const runtime = create({ warn }).bundlerRuntime;
  const downloads: string[] = [];
  // A provider's factory returns the module from its own module cache: the same exports every time.
  const exports = new Map<string, object>();
  const copy = (module: string, version: string): ModuleFactory => () => {
    if (!exports.has(module)) exports.set(module, { module, version, from: name });
    return exports.get(module);
  };
  const bundled = (module: string, version: string) => () => {
    downloads.push(`${module}@${version}`);
    return Promise.resolve(copy(module, version));
  };
  const webpackRequire = ((id: string) => {
    const cached = webpackRequire.c[id] as { exports: unknown } | undefined;
    if (cached) return cached.exports;
    const module = { exports: undefined as unknown };
    webpackRequire.c[id] = module;
    webpackRequire.m[id]!(module);
    return module.exports;
  }) as WebpackRequire;
  webpackRequire.m = {};
  webpackRequire.c = {};
  webpackRequire.o = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
  webpackRequire.S = runtime.S;
  webpackRequire.federation = {
    initOptions: {
      name,
      shared: Object.fromEntries(Object.entries(provides).map(([module, version]) => [module, [{ version, scope: ['default'], get: bundled(module, version) }]])),
    },
  };
  webpackRequire.I = (shareScopeName) => runtime.I({ shareScopeName, webpackRequire });
  runtime.init({ webpackRequire });
  const installedModules: Record<string, Promise<void> | 0> = {};

  return {
    downloads,
    warn,
    webpackRequire,
    init: (shareScope: ShareScope) => runtime.initContainerEntry({ shareScope, shareScopeKey: 'default', initScope: [], webpackRequire }),
    /** Loads a chunk importing `module` as the build maps it (`requiredVersion` etc.), then runs the import. */
    async import(module: string, rule: ConsumeHandler['shareInfo']['shareConfig'], chunkId = `chunk-${module}`) {
      const id = `consume/${module}`;
      const handler: ConsumeHandler = { shareKey: module, getter: bundled(module, `${provides[module] ?? 'own'}`), shareInfo: { shareConfig: rule, scope: ['default'] } };
      const promises: unknown[] = [];
      runtime.consumes({ chunkId, promises, chunkMapping: { [chunkId]: [id] }, moduleToHandlerMapping: { [id]: handler }, installedModules, webpackRequire });
      await Promise.all(promises);
      return webpackRequire(id) as { module: string; version: string; from: string };
    },
  };
}

const preact = { singleton: true, requiredVersion: '^11.2.0' };

it('two remotes on a page run one copy of a shared singleton: the first provider’s', async () => {
  const page: ShareScope = {};
  const gallery = fakeRemote('cmsmf_gallery', { preact: '11.2.0' });
  const forms = fakeRemote('cmsmf_forms', { preact: '11.2.0' });
  await gallery.init(page);
  await forms.init(page);

  const [inGallery, inForms] = await Promise.all([gallery.import('preact', preact), forms.import('preact', preact)]);
  expect(inForms).toBe(inGallery);
  expect(inGallery.from).toBe('cmsmf_gallery');
  expect(gallery.downloads).toEqual(['preact@11.2.0']);
  expect(forms.downloads).toEqual([]);
});

it('a remote arriving later with a newer version still gets the copy in use (loaded first)', async () => {
  const page: ShareScope = {};
  const gallery = fakeRemote('cmsmf_gallery', { preact: '11.2.0' });
  await gallery.init(page);
  const first = await gallery.import('preact', preact);

  const forms = fakeRemote('cmsmf_forms', { preact: '11.4.0' });
  await forms.init(page);
  expect(await forms.import('preact', { singleton: true, requiredVersion: '^11.4.0' })).toBe(first);
  expect(forms.downloads).toEqual([]);
  expect(forms.warn).toHaveBeenCalledWith('shared singleton preact 11.2.0 (from cmsmf_gallery) does not satisfy ^11.4.0, required by cmsmf_forms');
});

it('before anything loads, the highest provided version wins', async () => {
  const page: ShareScope = {};
  const gallery = fakeRemote('cmsmf_gallery', { preact: '11.2.0' });
  const forms = fakeRemote('cmsmf_forms', { preact: '11.4.0' });
  await gallery.init(page);
  await forms.init(page);
  expect(await gallery.import('preact', preact)).toEqual({ module: 'preact', version: '11.4.0', from: 'cmsmf_forms' });
  expect(gallery.warn).not.toHaveBeenCalled();
});

it('a strict singleton out of range fails the importing module with a reason, not the page', async () => {
  const page: ShareScope = {};
  const forms = fakeRemote('cmsmf_forms', { preact: '10.9.0' });
  const gallery = fakeRemote('cmsmf_gallery', { preact: '11.2.0' });
  await forms.init(page);
  await forms.import('preact', { singleton: true, requiredVersion: '^10.0.0' });
  await gallery.init(page);
  await expect(gallery.import('preact', { ...preact, strictVersion: true })).rejects.toThrow(SharedVersionError);
  await expect(gallery.import('preact', { ...preact, strictVersion: true })).rejects.toThrow('does not satisfy ^11.2.0, required by cmsmf_gallery');
});

it('a module nobody on the page provides comes from the remote’s own copy', async () => {
  const gallery = fakeRemote('cmsmf_gallery', {});
  await gallery.init({});
  expect(await gallery.import('jotai', { singleton: true, requiredVersion: '^3.0.1' })).toEqual({ module: 'jotai', version: 'own', from: 'cmsmf_gallery' });
});

it('when another remote’s copy fails to download, the remote runs on its own copy', async () => {
  const page: ShareScope = {};
  const forms = fakeRemote('cmsmf_forms', { preact: '11.2.0' });
  await forms.init(page);
  page.preact!['11.2.0'] = { ...page.preact!['11.2.0']!, get: () => Promise.reject(new Error('chunk 404')) };
  const gallery = fakeRemote('cmsmf_gallery', { preact: '11.2.0' });
  await gallery.init(page);
  expect((await gallery.import('preact', preact)).from).toBe('cmsmf_gallery');
});

it('a module imported by two chunks is resolved once', async () => {
  const gallery = fakeRemote('cmsmf_gallery', { preact: '11.2.0' });
  await gallery.init({});
  const [a, b] = await Promise.all([gallery.import('preact', preact, 'lightbox'), gallery.import('preact', preact, 'health')]);
  expect(a).toBe(b);
  expect(gallery.downloads).toEqual(['preact@11.2.0']);
});

it('joins the share scope the page hands it, and provides only into the scopes it names', async () => {
  const page: ShareScope = {};
  const gallery = fakeRemote('cmsmf_gallery', { preact: '11.2.0' });
  gallery.webpackRequire.federation.initOptions.shared!.other = [{ version: '1.0.0', scope: ['elsewhere'], get: () => Promise.resolve(() => 'x') }];
  await expect(gallery.init(page)).resolves.toBe(true);
  expect(gallery.webpackRequire.S.default).toBe(page);
  expect(Object.keys(page)).toEqual(['preact']);
  expect(page.preact!['11.2.0']!.from).toBe('cmsmf_gallery');
});

it('refuses eagerly shared modules with a reason when they run', () => {
  const runtime = createBundlerRuntime({ warn: jest.fn() }).bundlerRuntime;
  const gallery = fakeRemote('cmsmf_gallery', {});
  runtime.installInitialConsumes({ initialConsumes: [], webpackRequire: gallery.webpackRequire });
  expect(Object.keys(gallery.webpackRequire.m)).toEqual([]);
  runtime.installInitialConsumes({ initialConsumes: ['consume/preact'], webpackRequire: gallery.webpackRequire });
  expect(() => gallery.webpackRequire('consume/preact')).toThrow(EagerShareError);
});

it('when the version choice cannot be downloaded, the remote runs on its own copy, and a later import asks for it again', async () => {
  let offline = true;
  jest.doMock('./choose-shared', () => {
    if (offline) throw new Error('network error');
    return jest.requireActual('./choose-shared');
  });
  let create!: typeof createBundlerRuntime;
  jest.isolateModules(() => {
    ({ createBundlerRuntime: create } = jest.requireActual<typeof BundlerRuntimeModule>('./bundler-runtime'));
  });
  const page: ShareScope = {};
  const gallery = fakeRemote('cmsmf_gallery', { preact: '11.2.0' }, jest.fn(), create);
  const forms = fakeRemote('cmsmf_forms', { preact: '11.4.0' }, jest.fn(), create);
  await gallery.init(page);
  await forms.init(page);
  // Its own copy, although the gallery's is in range.
  expect(await forms.import('preact', { singleton: true, requiredVersion: '^11.4.0' })).toEqual({ module: 'preact', version: '11.4.0', from: 'cmsmf_forms' });

  offline = false;
  // The gallery's import comes later: the choice is fetched again and picks the highest version provided, not the gallery's own.
  expect(await gallery.import('preact', preact)).toEqual({ module: 'preact', version: '11.4.0', from: 'cmsmf_forms' });
  jest.dontMock('./choose-shared');
});
