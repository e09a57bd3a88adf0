/** @jest-environment jsdom */
import { stickyConfigs } from './sticky-settings';
import { COPY_ATTRIBUTE } from '@cms-mf/shared-contracts/registry/copy-attribute';
import { findStickyElements, limitContainer, markSticky, placeholderOf } from './sticky-elements';

beforeEach(() => {
  document.body.innerHTML = `
    <div class="et_builder_inner_content"><div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column">
      <div class="et_pb_text_0" id="bar"><input name="q"><div class="et_pb_text_1">nested</div></div>
    </div></div></div></div>`;
});

const configs = stickyConfigs({
  a: { id: 'a', selector: '.et_pb_text_0', position: 'top' },
  b: { id: 'b', selector: '.et_pb_text_1', position: 'top' },
  c: { id: 'c', selector: '.missing', position: 'top' },
});

test('drops sticky modules nested in another and settings without an element', () => {
  expect(findStickyElements(document, configs).map((e) => e.config.id)).toEqual(['a']);
});

test('finds the limit containers', () => {
  const el = document.querySelector<HTMLElement>('.et_pb_text_0')!;
  expect(limitContainer(el, 'section')?.className).toBe('et_pb_section');
  expect(limitContainer(el, 'row')?.className).toBe('et_pb_row');
  expect(limitContainer(el, 'column')?.className).toBe('et_pb_column');
  expect(limitContainer(el, 'body')).toBe(document.body);
  expect(limitContainer(el, null)).toBeNull();
});

test('marks the module and its containers', () => {
  const el = document.querySelector<HTMLElement>('.et_pb_text_0')!;
  markSticky(el, configs[0]!);
  expect(el.className).toBe('et_pb_text_0 et_pb_sticky_module et_pb_sticky--top');
  expect(document.querySelector('.et_pb_column')!.classList.contains('has_et_pb_sticky')).toBe(true);
  expect(document.querySelector('.et_builder_inner_content')!.classList.contains('has_et_pb_sticky')).toBe(true);
});

test('the placeholder is hidden, inert and without ids or names', () => {
  const el = document.querySelector<HTMLElement>('.et_pb_text_0')!;
  const clone = placeholderOf(el);
  expect(clone.classList.contains('et_pb_sticky_placeholder')).toBe(true);
  expect(clone.getAttribute('aria-hidden')).toBe('true');
  // The shell's DOM watcher skips it (shell/src/runtime/watch-dom.ts).
  expect(clone.hasAttribute(COPY_ATTRIBUTE)).toBe(true);
  expect(clone.style.visibility).toBe('hidden');
  expect(clone.querySelector('[id],[name]')).toBeNull();
  expect(clone.id).toBe('');
});
