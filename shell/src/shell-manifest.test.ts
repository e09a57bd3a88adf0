import { parseShellManifest } from './shell-manifest';

test('reads the runtime chunk name the build writes, and nothing else', () => {
  expect(parseShellManifest({ runtime: 'shell-runtime.3a8fc34814.js' })).toEqual({ runtime: 'shell-runtime.3a8fc34814.js' });
  for (const runtime of ['../secret.js', 'shell-runtime.js', 'a.3a8fc34814.js"><script>', '/abs.3a8fc34814.js', 42]) {
    expect(parseShellManifest({ runtime })).toBeUndefined();
  }
  expect(parseShellManifest(null)).toBeUndefined();
});

test('reads the remote-loader chunk name beside it, and refuses a manifest whose loader name the build would not write', () => {
  expect(parseShellManifest({ runtime: 'shell-runtime.3a8fc34814.js', loader: 'remote-loader.21b2b31a.js' })).toEqual({
    runtime: 'shell-runtime.3a8fc34814.js',
    loader: 'remote-loader.21b2b31a.js',
  });
  for (const loader of ['../remote-loader.21b2b31a.js', 'remote-loader.js', 'x.21b2b31a.js" onload="', null, 7]) {
    expect(parseShellManifest({ runtime: 'shell-runtime.3a8fc34814.js', loader })).toBeUndefined();
  }
});
