/** @jest-environment jsdom */
import { stubResizeObserver } from '../test-support/observers';
import { render, testContext } from '../test-support/test-context';
import tabsModule from './index';

beforeAll(stubResizeObserver);
beforeEach(() => window.history.replaceState(null, '', '/demo/theme.html'));

const TABS = `
<div id="tour-tabs" class="et_pb_module et_pb_tabs et_pb_tabs_0">
  <ul class="et_pb_tabs_controls clearfix">
    <li class="et_pb_tab_0 et_pb_tab_active"><a href="#tab-mornings">Mornings</a></li>
    <li class="et_pb_tab_1"><a href="#tab-evenings">Evenings</a></li>
    <li class="et_pb_tab_2"><a href="#tab-nights">Nights</a></li>
  </ul>
  <div class="et_pb_all_tabs">
    <div class="et_pb_tab et_pb_tab_0 et_pb_active_content"><div class="et_pb_tab_content">A</div></div>
    <div class="et_pb_tab et_pb_tab_1"><div class="et_pb_tab_content">B</div></div>
    <div class="et_pb_tab et_pb_tab_2"><div class="et_pb_tab_content">C</div></div>
  </div>
</div>`;

const tabs = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[role="tab"]')];
const selected = (el: HTMLElement) => tabs(el).findIndex((t) => t.getAttribute('aria-selected') === 'true');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('follows the WAI-ARIA tabs pattern on the server markup', () => {
  const el = render(TABS);
  tabsModule.mount(el, testContext());
  expect(el.querySelector('ul')!.getAttribute('role')).toBe('tablist');
  const [first, second] = tabs(el);
  expect(first!.getAttribute('aria-selected')).toBe('true');
  expect(first!.getAttribute('tabindex')).toBe('0');
  expect(second!.getAttribute('tabindex')).toBe('-1');
  const panel = document.getElementById(first!.getAttribute('aria-controls')!)!;
  expect(panel.getAttribute('role')).toBe('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(first!.id);
});

test('a click selects a tab, shows its pane and writes id|index in the hash', async () => {
  const el = render(TABS);
  tabsModule.mount(el, testContext());
  tabs(el)[1]!.click();
  await flush();
  expect(selected(el)).toBe(1);
  expect(el.querySelectorAll('.et_pb_tab')[1]!.classList.contains('et_pb_active_content')).toBe(true);
  expect(el.querySelectorAll('li')[1]!.classList.contains('et_pb_tab_active')).toBe(true);
  expect(window.location.hash).toBe('#tour-tabs|1');
});

test('arrow keys, Home and End move focus and selection, wrapping', async () => {
  const el = render(TABS);
  tabsModule.mount(el, testContext());
  const key = async (from: number, name: string) => {
    tabs(el)[from]!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
    await flush();
  };
  await key(0, 'ArrowLeft');
  expect(selected(el)).toBe(2);
  expect(document.activeElement).toBe(tabs(el)[2]);
  await key(2, 'ArrowRight');
  expect(selected(el)).toBe(0);
  await key(0, 'End');
  expect(selected(el)).toBe(2);
  await key(2, 'Home');
  expect(selected(el)).toBe(0);
});

test('opens the tab the hash names on load: id|index, or #tab-{slug}', () => {
  window.history.replaceState(null, '', '/demo/theme.html#tour-tabs|2');
  let el = render(TABS);
  tabsModule.mount(el, testContext());
  expect(selected(el)).toBe(2);
  window.history.replaceState(null, '', '/demo/theme.html#tab-evenings');
  el = render(TABS);
  tabsModule.mount(el, testContext());
  expect(selected(el)).toBe(1);
  window.history.replaceState(null, '', '/demo/theme.html#tour-tabs|9"><x>');
  el = render(TABS);
  tabsModule.mount(el, testContext());
  expect(selected(el)).toBe(0);
});

test('stacks below 768 px and restores the markup on unmount', () => {
  const el = render(TABS);
  const before = el.outerHTML;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
  const unmount = tabsModule.mount(el, testContext()) as () => void;
  expect(el.classList.contains('et_pb_tabs_vertically_stacked')).toBe(true);
  expect(el.querySelector('ul')!.getAttribute('aria-orientation')).toBe('vertical');
  unmount();
  expect(el.outerHTML).toBe(before);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});
