import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loaderPreloadHint, shellPreloadHints } from './shell-preload';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shell-preload-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (json: unknown, mtime: number) => {
  const file = path.join(dir, 'shell-manifest.json');
  writeFileSync(file, JSON.stringify(json));
  utimesSync(file, mtime, mtime);
};

test('hints the runtime chunk the manifest names and the release pointer', () => {
  write({ runtime: 'shell-runtime.3a8fc34814.js' }, 1000);
  expect(shellPreloadHints(dir)).toBe(
    '<link rel="modulepreload" href="/mf/shell/shell-runtime.3a8fc34814.js">\n<link rel="preload" as="fetch" href="/mf/remotes.json" crossorigin>',
  );
});

test('follows a rebuild, and prints nothing without a manifest or with a name the build would not write', () => {
  write({ runtime: 'shell-runtime.3a8fc34814.js' }, 1000);
  expect(shellPreloadHints(dir)).toContain('shell-runtime.3a8fc34814.js');
  write({ runtime: 'shell-runtime.0cc07d8a10.js' }, 2000);
  expect(shellPreloadHints(dir)).toContain('shell-runtime.0cc07d8a10.js');
  write({ runtime: '"><script>alert(1)</script>.0cc07d8a10.js' }, 3000);
  expect(shellPreloadHints(dir)).toBe('');
  expect(shellPreloadHints(path.join(dir, 'missing'))).toBe('');
});

test('hints the remote-loader chunk the manifest names, at low priority, and nothing for a manifest without one', () => {
  write({ runtime: 'shell-runtime.3a8fc34814.js', loader: 'remote-loader.21b2b31a.js' }, 4000);
  expect(loaderPreloadHint(dir)).toBe('<link rel="modulepreload" fetchpriority="low" href="/mf/shell/remote-loader.21b2b31a.js">');
  write({ runtime: 'shell-runtime.3a8fc34814.js' }, 5000);
  expect(loaderPreloadHint(dir)).toBe('');
  expect(shellPreloadHints(dir)).toContain('shell-runtime.3a8fc34814.js');
  expect(loaderPreloadHint(path.join(dir, 'missing'))).toBe('');
});
