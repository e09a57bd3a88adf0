/** @jest-environment jsdom */
import { activatedBy } from './held-click';

const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

test('a plain click inside a link or on a button is held; the element it activates is returned', () => {
  document.body.innerHTML = '<a href="/big.jpg" id="a"><img id="img"></a><button id="b">Start</button><label id="l">Name <input id="i"></label>';
  expect(activatedBy(plain, document.getElementById('img'))).toBe(document.getElementById('a'));
  expect(activatedBy(plain, document.getElementById('b'))).toBe(document.getElementById('b'));
});

test('clicks into fields and labels, and modified or secondary clicks, keep their native effect', () => {
  document.body.innerHTML = '<label id="l">Name <input id="i"></label><a href="/x" id="a">x</a>';
  expect(activatedBy(plain, document.getElementById('i'))).toBeNull();
  expect(activatedBy(plain, document.getElementById('l'))).toBeNull();
  expect(activatedBy({ ...plain, ctrlKey: true }, document.getElementById('a'))).toBeNull();
  expect(activatedBy({ ...plain, button: 1 }, document.getElementById('a'))).toBeNull();
  expect(activatedBy({ ...plain, defaultPrevented: true }, document.getElementById('a'))).toBeNull();
});
