import { chooseShared } from './choose-shared';
import { loadShared, onlyOwnBuild, provideShared, sharedByOthers, type ModuleFactory, type ShareScope, type SharedEntry } from './share-scope';

const build = (version: string, from: string, get: () => Promise<ModuleFactory> = () => Promise.resolve(() => ({ version, from }))): SharedEntry => ({
  version,
  from,
  get,
});

const singleton = { singleton: true, requiredVersion: '^11.2.0' };

describe('provideShared', () => {
  it('keeps the first provider of a version', () => {
    const scope: ShareScope = {};
    provideShared(scope, 'preact', build('11.2.0', 'cmsmf_gallery'));
    provideShared(scope, 'preact', build('11.2.0', 'cmsmf_forms'));
    provideShared(scope, 'preact', build('11.3.0', 'cmsmf_forms'));
    expect(scope.preact!['11.2.0']!.from).toBe('cmsmf_gallery');
    expect(Object.keys(scope.preact!)).toEqual(['11.2.0', '11.3.0']);
  });
});

describe('chooseShared', () => {
  it('takes the highest version when none is in use yet', () => {
    const versions = { '11.2.0': build('11.2.0', 'a'), '11.10.0': build('11.10.0', 'b'), '11.9.0': build('11.9.0', 'c') };
    expect(chooseShared('preact', versions, singleton, 'x')).toEqual({ kind: 'use', entry: versions['11.10.0'] });
  });

  it('takes a version already in use over a higher one (loaded first)', () => {
    const versions = { '11.2.0': build('11.2.0', 'a'), '11.3.0': build('11.3.0', 'b') };
    versions['11.2.0'].loading = Promise.resolve(() => ({}));
    expect(chooseShared('preact', versions, singleton, 'x')).toEqual({ kind: 'use', entry: versions['11.2.0'] });
  });

  it('uses a singleton out of range anyway, saying who needs what', () => {
    const versions = { '10.9.0': build('10.9.0', 'cmsmf_forms') };
    expect(chooseShared('preact', versions, singleton, 'cmsmf_gallery')).toEqual({
      kind: 'use',
      entry: versions['10.9.0'],
      mismatch: 'shared singleton preact 10.9.0 (from cmsmf_forms) does not satisfy ^11.2.0, required by cmsmf_gallery',
    });
  });

  it('refuses a strict singleton out of range', () => {
    const versions = { '10.9.0': build('10.9.0', 'cmsmf_forms') };
    expect(chooseShared('preact', versions, { ...singleton, strictVersion: true }, 'cmsmf_gallery')).toEqual({
      kind: 'refuse',
      mismatch: 'shared singleton preact 10.9.0 (from cmsmf_forms) does not satisfy ^11.2.0, required by cmsmf_gallery',
    });
  });

  it('gives a non-singleton the highest build in range, or its own copy when none is', () => {
    const versions = { '2.0.0': build('2.0.0', 'a'), '1.4.0': build('1.4.0', 'b'), '1.3.0': build('1.3.0', 'c') };
    expect(chooseShared('ky', versions, { requiredVersion: '^1.2.0' }, 'x')).toEqual({ kind: 'use', entry: versions['1.4.0'] });
    expect(chooseShared('ky', versions, { requiredVersion: '^3.0.0' }, 'x')).toEqual({ kind: 'own' });
  });

  it('accepts any build when no version is required', () => {
    const versions = { '0.1.0': build('0.1.0', 'a') };
    for (const requiredVersion of [undefined, false, '*'] as const) {
      expect(chooseShared('x', versions, { requiredVersion }, 'y')).toEqual({ kind: 'use', entry: versions['0.1.0'] });
    }
  });

  it('falls back to the consumer’s own copy when the page has none', () => {
    expect(chooseShared('preact', undefined, singleton, 'x')).toEqual({ kind: 'own' });
    expect(chooseShared('preact', {}, singleton, 'x')).toEqual({ kind: 'own' });
  });
});

describe('loadShared', () => {
  it('downloads a build once for every consumer', async () => {
    const get = jest.fn(() => Promise.resolve(() => 'preact'));
    const entry = build('11.2.0', 'a', get);
    const [first, second] = await Promise.all([loadShared(entry), loadShared(entry)]);
    expect(first).toBe(second);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('lets a failed download be tried again', async () => {
    const get = jest.fn<Promise<ModuleFactory>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(() => 'preact');
    const entry = build('11.2.0', 'a', get);
    await expect(loadShared(entry)).rejects.toThrow('offline');
    expect(entry.loading).toBeUndefined();
    expect((await loadShared(entry))()).toBe('preact');
  });
});

describe('onlyOwnBuild', () => {
  it('has no choice to make when nothing is provided, or only the consumer’s own build', () => {
    expect(onlyOwnBuild(undefined, 'cmsmf_gallery')).toBeNull();
    expect(onlyOwnBuild({}, 'cmsmf_gallery')).toBeNull();
    const own = build('11.2.0', 'cmsmf_gallery');
    expect(onlyOwnBuild({ '11.2.0': own }, 'cmsmf_gallery')).toBe(own);
  });

  it('leaves the choice to the version rules when another remote’s build is there, or two builds', () => {
    expect(onlyOwnBuild({ '11.2.0': build('11.2.0', 'cmsmf_forms') }, 'cmsmf_gallery')).toBeUndefined();
    expect(onlyOwnBuild({ '11.2.0': build('11.2.0', 'cmsmf_gallery'), '11.4.0': build('11.4.0', 'cmsmf_gallery') }, 'cmsmf_gallery')).toBeUndefined();
  });
});

describe('sharedByOthers', () => {
  it('tells whether a remote other than this one has provided into the scope', () => {
    const scope: ShareScope = {};
    expect(sharedByOthers(scope, 'cmsmf_gallery')).toBe(false);
    provideShared(scope, 'preact', build('11.2.0', 'cmsmf_gallery'));
    expect(sharedByOthers(scope, 'cmsmf_gallery')).toBe(false);
    provideShared(scope, 'jotai', build('2.0.0', 'cmsmf_forms'));
    expect(sharedByOthers(scope, 'cmsmf_gallery')).toBe(true);
  });
});
