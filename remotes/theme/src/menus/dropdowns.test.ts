/** @jest-environment jsdom */
import { createDropdowns } from './dropdowns';

const MENU = `<ul id="top-menu" class="nav">
  <li id="menu-item-1"><a href="#tours">Tours</a></li>
  <li id="menu-item-2" class="menu-item-has-children"><a href="#boats">Boats</a>
    <ul class="sub-menu"><li><a href="#a">Sailing</a></li><li><a href="#b">Motor</a></li><li><a href="#c">Kayaks</a></li></ul>
  </li>
  <li id="menu-item-3" class="mega-menu menu-item-has-children"><a href="#guides">Guides</a>
    <ul class="sub-menu">
      <li class="menu-item-has-children"><a href="#g1">Coast</a><ul class="sub-menu"><li><a href="#g11">Cliffs</a></li></ul></li>
      <li class="menu-item-has-children"><a href="#g2">Harbour</a><ul class="sub-menu"><li><a href="#g21">Quays</a></li></ul></li>
    </ul>
  </li>
</ul>`;

let mount: AbortController;
beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = MENU;
  mount = new AbortController();
  createDropdowns(document.getElementById('top-menu')!, (link) => link.textContent!.trim(), mount.signal);
});
afterEach(() => {
  mount.abort();
  jest.useRealTimers();
});

const boats = () => document.getElementById('menu-item-2')!;
const toggle = () => boats().querySelector<HTMLButtonElement>(':scope > button')!;
const pointer = (type: string, target: Element, pointerType: string) => {
  const event = new Event(type, { bubbles: true });
  Object.assign(event, { pointerType });
  target.dispatchEvent(event);
};

test('a disclosure button is added before each submenu, but not to a mega menu’s columns', () => {
  expect(toggle().getAttribute('aria-label')).toBe('Boats submenu');
  expect(toggle().getAttribute('aria-controls')).toBe(boats().querySelector('ul')!.id);
  expect(document.querySelectorAll('#menu-item-3 li > button')).toHaveLength(0);
  expect(document.getElementById('menu-item-3')!.className).toContain('mega-menu-parent mega-menu-parent-2');
});

test('hover opens at once and closes 200 ms after the pointer leaves', () => {
  boats().dispatchEvent(new MouseEvent('mouseenter'));
  expect(boats().classList).toContain('et-show-dropdown');
  boats().dispatchEvent(new MouseEvent('mouseleave'));
  jest.advanceTimersByTime(199);
  expect(boats().classList).toContain('et-show-dropdown');
  jest.advanceTimersByTime(1);
  expect(boats().classList).not.toContain('et-show-dropdown');
});

test('on touch the first tap opens the submenu and the second follows the link', () => {
  const link = boats().querySelector('a')!;
  pointer('pointerdown', link, 'touch');
  const first = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  expect(boats().className).toContain('et-touch-hover');
  pointer('pointerdown', link, 'touch');
  const second = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(second);
  expect(second.defaultPrevented).toBe(false);
});

test('a mouse click follows the link at once', () => {
  const link = boats().querySelector('a')!;
  pointer('pointerdown', link, 'mouse');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});

test('the button toggles; Escape closes and returns focus to it; opening one closes its open sibling', () => {
  toggle().click();
  expect(toggle().getAttribute('aria-expanded')).toBe('true');
  boats().querySelector<HTMLElement>('ul a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(toggle().getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(toggle());
  toggle().click();
  document.querySelector<HTMLButtonElement>('#menu-item-3 > button')!.click();
  expect(boats().classList).not.toContain('et-show-dropdown');
});

test('unmounting removes the buttons and the state classes', () => {
  toggle().click();
  mount.abort();
  expect(document.querySelectorAll('button')).toHaveLength(0);
  expect(boats().className).toBe('menu-item-has-children');
});

test('a mega menu’s dropdown is placed again 200 ms after the last resize, not before', () => {
  const nav = document.getElementById('top-menu')!;
  const mega = document.querySelector<HTMLElement>('#menu-item-3 > ul')!;
  const before = mega.style.width;
  jest.spyOn(nav, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 800, top: 0, right: 900, bottom: 40, height: 40, x: 100, y: 0, toJSON: () => ({}) });
  window.dispatchEvent(new Event('resize'));
  jest.advanceTimersByTime(150);
  window.dispatchEvent(new Event('resize'));
  jest.advanceTimersByTime(199);
  expect(mega.style.width).toBe(before);
  jest.advanceTimersByTime(1);
  expect(mega.style.width).toBe('800px');
});
