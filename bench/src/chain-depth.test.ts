import { chainDepth, type ChainRequest } from './chain-depth';

const DOC = 'http://site/demo/gallery.html';
const req = (url: string, initiator: string | null, resourceType = 'Script'): ChainRequest => ({ url, initiator, resourceType });

test('shell → pointer and runtime → everything else is three steps', () => {
  const requests = [
    req('http://site/mf/shell/shell.js', DOC),
    req('http://site/mf/remotes.json', 'http://site/mf/shell/shell.js', 'Fetch'),
    req('http://site/mf/shell/shell-runtime.js', 'http://site/mf/shell/shell.js'),
    req('http://site/mf/shell/remote-loader.js', 'http://site/mf/shell/shell-runtime.js'),
    req('http://site/mf/remotes/gallery/1/remoteEntry.js', 'http://site/mf/shell/shell-runtime.js'),
    req('http://site/mf/remotes/gallery/1/ui.js', 'http://site/mf/shell/shell-runtime.js'),
    req('http://site/media/harbour.svg', 'http://site/mf/remotes/gallery/1/ui.js', 'Image'),
  ];
  expect(chainDepth(requests, DOC)).toBe(3);
});

test('a chunk requested by the entry adds a step; a loop or an unknown initiator ends the count', () => {
  expect(chainDepth([req('a.js', DOC), req('b.js', 'a.js'), req('c.js', 'b.js'), req('d.js', 'c.js')], DOC)).toBe(4);
  expect(chainDepth([req('a.js', 'b.js'), req('b.js', 'a.js')], DOC)).toBe(2);
  expect(chainDepth([req('a.js', null)], DOC)).toBe(1);
  expect(chainDepth([], DOC)).toBe(0);
});
