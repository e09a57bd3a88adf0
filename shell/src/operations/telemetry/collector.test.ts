import { createCollector, failureKindOf, sourceOf, stackUrls } from './collector';

test('one load per remote and version, from its first entry, module and mount phases', () => {
  const collector = createCollector(() => 12);
  collector.phase({ phase: 'entry', remote: 'gallery', version: '1' }, 30);
  collector.phase({ phase: 'module', remote: 'gallery', version: '1' }, 20);
  collector.phase({ phase: 'module', remote: 'gallery', version: '1' }, 99);
  collector.phase({ phase: 'mount', remote: 'gallery', version: '1' }, 5);
  collector.phase({ phase: 'mount', remote: 'gallery', version: '1' }, 7);
  expect(collector.drain()).toEqual([{ kind: 'load', remote: 'gallery', version: '1', pointerMs: 12, entryMs: 30, moduleMs: 20, mountMs: 5 }]);
  expect(collector.drain()).toEqual([]);
});

test('each failure once per version and reason; overrides are not reported', () => {
  const collector = createCollector(() => 0);
  collector.failure('failure', 'forms', '2', 'network');
  collector.failure('failure', 'forms', '2', 'network');
  collector.failure('error', 'forms', '2', 'runtime-error');
  collector.failure('failure', 'gallery', 'override', 'network');
  collector.phase({ phase: 'mount', remote: 'gallery', version: 'override' }, 5);
  expect(collector.drain()).toEqual([
    { kind: 'failure', remote: 'forms', version: '2', reason: 'network' },
    { kind: 'error', remote: 'forms', version: '2', reason: 'runtime-error' },
  ]);
});

test('a script URL or stack is attributed to the version folder it came from', () => {
  const sources = [{ base: 'http://x/mf/remotes/gallery/1/', remote: 'gallery', version: '1' }];
  expect(sourceOf('http://x/mf/remotes/gallery/1/lightbox.abc.js', sources)?.version).toBe('1');
  expect(sourceOf('http://x/mf/shell/shell.js', sources)).toBeUndefined();
  expect(stackUrls('Error: x\n    at f (http://x/mf/remotes/gallery/1/lightbox.abc.js:1:20)\n    at http://x/a.js:2:3')).toEqual(['http://x/mf/remotes/gallery/1/lightbox.abc.js', 'http://x/a.js']);
  expect(stackUrls(undefined)).toEqual([]);
});

test('failure marks name the shell error; the report names its kind', () => {
  expect(failureKindOf('ScriptNetworkError')).toBe('network');
  expect(failureKindOf('RemoteTimeoutError')).toBe('timeout');
  expect(failureKindOf('mount')).toBe('mount');
  expect(failureKindOf('TypeError')).toBe('other');
});

test('the versions that mounted and when, for the Web Vitals; an override is not among them', () => {
  const collector = createCollector(() => 0);
  collector.phase({ phase: 'mount', remote: 'gallery', version: '1' }, 5, 900);
  collector.phase({ phase: 'mount', remote: 'gallery', version: '1' }, 5, 1200);
  collector.phase({ phase: 'mount', remote: 'theme', version: 'override' }, 5, 1300);
  expect([...collector.ran]).toEqual([['gallery', '1']]);
  expect(collector.mounts).toEqual([
    { remote: 'gallery', version: '1', end: 900 },
    { remote: 'gallery', version: '1', end: 1200 },
  ]);
  collector.vital({ kind: 'vital', remote: 'theme', version: 'override', metric: 'cls', value: 0.2 });
  collector.vital({ kind: 'vital', remote: 'gallery', version: '1', metric: 'cls', value: 0.2 });
  expect(collector.drain().filter((e) => e.kind === 'vital')).toEqual([{ kind: 'vital', remote: 'gallery', version: '1', metric: 'cls', value: 0.2 }]);
});
