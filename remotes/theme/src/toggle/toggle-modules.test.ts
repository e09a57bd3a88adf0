/** @jest-environment jsdom */
import { render, testContext } from '../test-support/test-context';
import accordionModule from './accordion';
import toggleModule from './toggle';

const item = (title: string, open: boolean) =>
  `<div class="et_pb_toggle et_pb_accordion_item ${open ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}"><h5 class="et_pb_toggle_title">${title}</h5><div class="et_pb_toggle_content"><p>${title} text</p></div></div>`;
const ACCORDION = `<div class="et_pb_module et_pb_accordion et_pb_accordion_0">${item('One', true)}${item('Two', false)}${item('Three', false)}</div>`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const buttons = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>('.et_pb_toggle_title > button')];
const expanded = (el: HTMLElement) => buttons(el).map((b) => b.getAttribute('aria-expanded'));

test('accordion: the titles hold disclosure buttons; opening one closes the others; the open one stays', async () => {
  const el = render(ACCORDION);
  accordionModule.mount(el, testContext());
  expect(el.querySelector('h5')!.textContent).toBe('One');
  expect(expanded(el)).toEqual(['true', 'false', 'false']);
  const region = document.getElementById(buttons(el)[0]!.getAttribute('aria-controls')!)!;
  expect(region.getAttribute('aria-labelledby')).toBe(buttons(el)[0]!.id);
  expect(buttons(el)[0]!.getAttribute('aria-disabled')).toBe('true');
  buttons(el)[2]!.click();
  await flush();
  expect(expanded(el)).toEqual(['false', 'false', 'true']);
  expect(el.querySelectorAll('.et_pb_toggle')[0]!.classList.contains('et_pb_toggle_close')).toBe(true);
  buttons(el)[2]!.click();
  await flush();
  expect(expanded(el)).toEqual(['false', 'false', 'true']);
});

test('accordion: up, down, Home and End move focus among the headers', () => {
  const el = render(ACCORDION);
  accordionModule.mount(el, testContext());
  const press = (i: number, key: string) => buttons(el)[i]!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  press(0, 'ArrowUp');
  expect(document.activeElement).toBe(buttons(el)[2]);
  press(2, 'ArrowDown');
  expect(document.activeElement).toBe(buttons(el)[0]);
  press(0, 'End');
  expect(document.activeElement).toBe(buttons(el)[2]);
  press(2, 'Home');
  expect(document.activeElement).toBe(buttons(el)[0]);
});

test('toggle: opens and closes by itself; unmount restores the markup', async () => {
  const el = render(item('Solo', false).replace(' et_pb_accordion_item', ''));
  const before = el.outerHTML;
  const unmount = toggleModule.mount(el, testContext()) as () => void;
  const [button] = buttons(el);
  button!.click();
  await flush();
  expect(button!.getAttribute('aria-expanded')).toBe('true');
  expect(el.classList.contains('et_pb_toggle_open')).toBe(true);
  button!.click();
  await flush();
  expect(button!.getAttribute('aria-expanded')).toBe('false');
  unmount();
  expect(el.outerHTML).toBe(before);
});

test('the whole title bar is the click target, not only the button in it', async () => {
  const el = render(ACCORDION);
  accordionModule.mount(el, testContext());
  el.querySelectorAll<HTMLElement>('.et_pb_toggle_title')[1]!.click();
  await flush();
  expect(expanded(el)).toEqual(['false', 'true', 'false']);
});
