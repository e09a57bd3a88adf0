import { declarationsFile } from './module-declarations';

const EXPOSES = ['./health', './lightbox'];
const lightbox = { selector: '.eacf7-gallery', expose: './lightbox', load: 'visible' };

test('checked declarations become the file: one key order, a newline at the end', () => {
  const file = declarationsFile('gallery', EXPOSES, [{ load: 'visible', expose: './lightbox', selector: '.eacf7-gallery' }]);
  expect(file).toEqual({ ok: true, text: '{\n  "modules": [\n    {\n      "selector": ".eacf7-gallery",\n      "expose": "./lightbox",\n      "load": "visible"\n    }\n  ]\n}\n' });
});

test('a remote that declares nothing writes an empty list', () => {
  expect(declarationsFile('gallery', EXPOSES, [])).toEqual({ ok: true, text: '{\n  "modules": []\n}\n' });
});

test('the optional fields pass through the shared check, and nothing else does', () => {
  const file = declarationsFile('theme', ['./sticky'], [{ selector: 'body', expose: './sticky', load: 'idle', global: 'stickyData', pageLevel: true, extra: 1 }]);
  expect(file.ok && JSON.parse(file.text)).toEqual({ modules: [{ selector: 'body', expose: './sticky', load: 'idle', global: 'stickyData', pageLevel: true }] });
});

test('a bad declaration is refused with the remote, its place and the reason', () => {
  const file = declarationsFile('gallery', EXPOSES, [lightbox, { ...lightbox, load: 'soon' }, 'x']);
  expect(file).toEqual({
    ok: false,
    problems: ['gallery: module declaration 2 is refused: ./lightbox: unknown load trigger "soon"', 'gallery: module declaration 3 is refused: not an object'],
  });
});

test('a declaration of a module the build does not expose is refused', () => {
  const file = declarationsFile('gallery', EXPOSES, [{ ...lightbox, expose: './slideshow' }]);
  expect(file).toEqual({ ok: false, problems: ['gallery: the declaration of ./slideshow names a module the build does not expose (it exposes ./health, ./lightbox)'] });
});
