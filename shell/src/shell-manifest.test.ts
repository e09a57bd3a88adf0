import { parseShellManifest } from './shell-manifest';

test('reads the runtime chunk name the build writes, and nothing else', () => {
  expect(parseShellManifest({ runtime: 'shell-runtime.3a8fc34814.js' })).toEqual({ runtime: 'shell-runtime.3a8fc34814.js' });
  for (const runtime of ['../secret.js', 'shell-runtime.js', 'a.3a8fc34814.js"><script>', '/abs.3a8fc34814.js', 42]) {
    expect(parseShellManifest({ runtime })).toBeUndefined();
  }
  expect(parseShellManifest(null)).toBeUndefined();
});
