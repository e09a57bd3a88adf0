import { ENTRY_PUBLIC_PATH } from './entry-public-path';

/** The public path the entry's runtime sets when the shell runs it from a script element with this `src`. */
function publicPathFor(src: string): string {
  const req = {} as { p?: string };
  new Function('__webpack_require__', 'document', ENTRY_PUBLIC_PATH)(req, { currentScript: { src } });
  return req.p!;
}

test("an entry's chunks load from the entry's own folder, wherever the version folder is served from", () => {
  expect(publicPathFor('https://cdn.example/mf/remotes/theme/0.1.0-abc/remoteEntry.js')).toBe('https://cdn.example/mf/remotes/theme/0.1.0-abc/');
  expect(publicPathFor('http://localhost:4173/mf/remotes/forms/1.2.3/remoteEntry.js')).toBe('http://localhost:4173/mf/remotes/forms/1.2.3/');
});

test('a query or fragment the shell adds to refresh the entry is no part of the folder, even with a slash in it', () => {
  expect(publicPathFor('https://cdn.example/mf/remotes/theme/0.1.0-abc/remoteEntry.js?retry=2')).toBe('https://cdn.example/mf/remotes/theme/0.1.0-abc/');
  expect(publicPathFor('https://cdn.example/mf/theme/1/remoteEntry.js?from=/a/b#x/y')).toBe('https://cdn.example/mf/theme/1/');
});
