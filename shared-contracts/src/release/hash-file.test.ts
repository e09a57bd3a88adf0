import { hashFileEntries } from './hash-file';

const HASH = `sha384-${'b'.repeat(64)}`;

test("a build's hash file gives files beside it; a value that is no sha384 hash gives none", () => {
  expect(hashFileEntries({ 'a.js': HASH, 'b.js': 'sha1-x', 'c.js': 3 }, 'https://cdn.example/mf/remotes/theme/4/cmsmf-integrity.json')).toEqual([
    { path: 'https://cdn.example/mf/remotes/theme/4/a.js', integrity: HASH },
  ]);
  expect(hashFileEntries(['a.js'], 'https://cdn.example/x.json')).toEqual([]);
});
