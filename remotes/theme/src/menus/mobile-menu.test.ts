/** @jest-environment jsdom */
import { createMobileMenu } from './mobile-menu';

function menu(prefix: string): { nav: HTMLElement; bar: HTMLElement; source: HTMLElement } {
  const wrap = document.createElement('div');
  wrap.innerHTML = `<ul id="${prefix}-menu" class="nav"><li id="${prefix}-1"><a href="#a">A</a></li><li id="${prefix}-2"><a href="#b">B</a>
    <ul class="sub-menu"><li id="${prefix}-21"><a href="#c">C</a></li></ul></li></ul>
    <div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar"></span></div>`;
  document.body.append(wrap);
  return { nav: wrap.querySelector('.mobile_nav')!, bar: wrap.querySelector('.mobile_menu_bar')!, source: wrap.querySelector('ul.nav')! };
}

let mount: AbortController;
beforeEach(() => {
  document.body.innerHTML = '';
  mount = new AbortController();
});
afterEach(() => mount.abort());

test('copies the menu without its ids, and makes the bar a button that controls it', async () => {
  const parts = menu('x');
  createMobileMenu({ ...parts, id: 'mobile_menu', label: 'Select Page' }, mount.signal);
  const copy = document.getElementById('mobile_menu')!;
  expect(copy.className).toBe('et_mobile_menu');
  expect(copy.querySelectorAll('[id]')).toHaveLength(0);
  expect(copy.firstElementChild!.classList).toContain('et_first_mobile_item');
  expect(parts.bar.getAttribute('role')).toBe('button');
  expect(parts.bar.getAttribute('aria-controls')).toBe('mobile_menu');
  parts.bar.click();
  expect(parts.nav.className).toBe('mobile_nav opened');
  expect(parts.bar.getAttribute('aria-expanded')).toBe('true');
  // Shown and hidden inline, as the theme's slide leaves it: the theme's stylesheet hides the list.
  expect(copy.style.display).toBe('block');
  parts.bar.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await Promise.resolve();
  expect(parts.bar.getAttribute('aria-expanded')).toBe('false');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(parts.nav.className).toBe('mobile_nav closed');
  expect(copy.style.display).toBe('none');
  expect(document.activeElement).toBe(parts.bar);
});

test('opening one mobile menu closes the other', () => {
  const first = menu('x');
  const second = menu('y');
  createMobileMenu({ ...first, id: 'm1', label: 'Menu' }, mount.signal);
  createMobileMenu({ ...second, id: 'm2', label: 'Menu' }, mount.signal);
  first.bar.click();
  second.bar.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  expect(second.bar.getAttribute('aria-expanded')).toBe('true');
  expect(first.bar.getAttribute('aria-expanded')).toBe('false');
});

test('unmounting removes the copy and gives the bar back', () => {
  const parts = menu('x');
  createMobileMenu({ ...parts, id: 'mobile_menu', label: 'Select Page' }, mount.signal);
  mount.abort();
  expect(document.getElementById('mobile_menu')).toBeNull();
  expect(parts.bar.hasAttribute('role')).toBe(false);
});
