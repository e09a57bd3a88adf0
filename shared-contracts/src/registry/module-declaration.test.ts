/** @jest-environment jsdom */
import { checkDeclaration, isBrowserSelector, isRemoteName } from './module-declaration';

const good = { selector: '.eacf7-gallery', expose: './lightbox', load: 'interaction' };

test('a well-formed declaration comes back with only the fields it may carry, in one order', () => {
  expect(checkDeclaration({ ...good, extra: 1 })).toEqual({ ok: true, declaration: good });
  expect(checkDeclaration({ load: 'immediate', expose: './sticky', selector: 'body', pageLevel: true, global: 'et_pb_sticky_elements' })).toEqual({
    ok: true,
    declaration: { selector: 'body', expose: './sticky', load: 'immediate', global: 'et_pb_sticky_elements', pageLevel: true },
  });
  expect(checkDeclaration({ ...good, load: 'media:(min-width: 981px)' })).toMatchObject({ ok: true });
});

test.each([
  [null, 'not an object'],
  [{ ...good, expose: 'lightbox' }, 'expose "lightbox" is not like "./name"'],
  [{ ...good, expose: './Light box' }, 'expose "./Light box" is not like "./name"'],
  [{ ...good, selector: '' }, './lightbox: the selector is not a CSS selector of up to 400 characters'],
  [{ ...good, selector: 'a{color:red}' }, './lightbox: the selector is not a CSS selector of up to 400 characters'],
  [{ ...good, selector: `.a${'b'.repeat(400)}` }, './lightbox: the selector is not a CSS selector of up to 400 characters'],
  [{ ...good, load: 'soon' }, './lightbox: unknown load trigger "soon"'],
  [{ ...good, load: ' idle' }, './lightbox: unknown load trigger " idle"'],
  [{ ...good, global: 'a.b' }, './lightbox: global "a.b" is not a global\'s name'],
  [{ ...good, pageLevel: 'yes' }, './lightbox: pageLevel is true or absent'],
])('refuses %j: %s', (value, reason) => {
  expect(checkDeclaration(value)).toEqual({ ok: false, reason });
});

test('a selector is the browser’s to judge', () => {
  expect(isBrowserSelector('.et_pb_slider:not(.et_pb_video_slider *)', document)).toBe(true);
  expect(isBrowserSelector('.a[', document)).toBe(false);
});

test('remote names: lower case, digits and dashes, never a name every object has', () => {
  expect(['forms', 'consent', 'char-counter', 'a1'].every(isRemoteName)).toBe(true);
  expect(['Forms', '1a', '-a', '', 'a'.repeat(32), 'constructor', '__proto__', 'to-string', 7].filter(isRemoteName)).toEqual(['to-string']);
});
