import { monolithEntrySource } from './monolith-entry';

test('imports every module statically and hands them to the runtime by key', () => {
  const source = monolithEntrySource(
    [
      { key: 'gallery./lightbox', file: '/repo/remotes/gallery/src/lightbox/index.ts' },
      { key: 'forms./phone', file: '/repo/remotes/forms/src/phone/index.ts' },
    ],
    '/repo/bench/monolith/src/start-monolith.ts',
    [{ selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox', load: 'interaction' }],
  );
  expect(source).toContain('import { startMonolith } from "/repo/bench/monolith/src/start-monolith.ts";');
  expect(source).toContain('import * as m0 from "/repo/remotes/gallery/src/lightbox/index.ts";');
  expect(source).toContain('import * as m1 from "/repo/remotes/forms/src/phone/index.ts";');
  expect(source).toContain('startMonolith({\n  "gallery./lightbox": m0,\n  "forms./phone": m1,\n}, [{"selector":".eacf7-gallery","remote":"gallery","expose":"./lightbox","load":"interaction"}]);');
});

test('no modules: the runtime still starts (a page without modules pays for it)', () => {
  expect(monolithEntrySource([], '/s.ts', [])).toContain('startMonolith({\n}, []);');
});
