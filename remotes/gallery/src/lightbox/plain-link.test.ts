/** @jest-environment jsdom */
import { plainLinkOf } from './plain-link';

const link = (href: string) => Object.assign(document.createElement('a'), { href });

test('an item link with a web address is followed as the browser would', () => {
  expect(plainLinkOf(link('/media/harbour.svg'))).toBe('http://localhost/media/harbour.svg');
  expect(plainLinkOf(link('https://cdn.test/a.jpg'))).toBe('https://cdn.test/a.jpg');
});

test('a script or data address, a non-link item and no item are never followed', () => {
  expect(plainLinkOf(link('javascript:alert(1)'))).toBeNull();
  expect(plainLinkOf(link('JaVaScRiPt:alert(1)'))).toBeNull();
  expect(plainLinkOf(link('data:text/html,<b>x</b>'))).toBeNull();
  expect(plainLinkOf(document.createElement('div'))).toBeNull();
  expect(plainLinkOf(null)).toBeNull();
});
