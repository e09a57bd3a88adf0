/** @jest-environment jsdom */
import { enhanceChoiceItems } from './choice-items';

/** The add-on's own markup: bare items and a hidden input (MARKUP-FACTS §3.2). */
function setUp(multiple: boolean) {
  document.body.innerHTML = `<div class="image-choice-wrap"><div class="image-choice-item" data-value="A">A</div><div class="image-choice-item" data-value="B">B</div><div class="image-choice-item" data-value="C">C</div></div><input type="hidden">`;
  const group = document.querySelector<HTMLElement>('.image-choice-wrap')!;
  const items = [...document.querySelectorAll<HTMLElement>('.image-choice-item')];
  const hidden = document.querySelector<HTMLInputElement>('input')!;
  const reset = enhanceChoiceItems({ group, items, hidden, multiple, valueOf: (item) => item.dataset.value!, signal: new AbortController().signal });
  return { group, items, hidden, reset };
}
const key = (el: Element, name: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

test('single: a radio group; arrows move and choose, one Tab stop', () => {
  const { group, items, hidden } = setUp(false);
  expect(group.getAttribute('role')).toBe('radiogroup');
  expect(items.map((item) => item.tabIndex)).toEqual([0, -1, -1]);
  items[0]!.click();
  expect(hidden.value).toBe('A');
  key(items[0]!, 'ArrowRight');
  expect(hidden.value).toBe('B');
  expect(document.activeElement).toBe(items[1]);
  expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
  expect(items[1]!.classList.contains('active')).toBe(true);
  key(items[1]!, 'End');
  expect(hidden.value).toBe('C');
});

test('multiple: checkboxes; Space toggles, arrows only move, the value is ", "-joined', () => {
  const { group, items, hidden, reset } = setUp(true);
  expect(group.getAttribute('role')).toBe('group');
  key(items[0]!, ' ');
  key(items[0]!, 'ArrowRight');
  expect(hidden.value).toBe('A');
  key(items[1]!, 'Enter');
  expect(hidden.value).toBe('A, B');
  items[0]!.click();
  expect(hidden.value).toBe('B');
  reset();
  expect(hidden.value).toBe('');
  expect(items.some((item) => item.classList.contains('active'))).toBe(false);
});
