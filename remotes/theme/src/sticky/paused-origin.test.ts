/** @jest-environment jsdom */
import { pausedOrigin } from './paused-origin';

const scroll = { scrollX: 0, scrollY: 0 };

function page(html: string): { module: HTMLElement; section: HTMLElement; column: HTMLElement } {
  document.body.innerHTML = html;
  return {
    module: document.querySelector<HTMLElement>('.module')!,
    section: document.querySelector<HTMLElement>('.et_pb_section')!,
    column: document.querySelector<HTMLElement>('.et_pb_column')!,
  };
}

afterEach(() => (document.body.innerHTML = ''));

test('without a positioned ancestor, a paused module rests against the document', () => {
  const { module, section } = page('<div class="et_pb_section"><div class="et_pb_column"><div class="module"></div></div></div>');
  expect(pausedOrigin(module, [section], { scrollX: 12, scrollY: 400 })).toEqual({ top: 0, left: -12 });
});

test('its containing block is its nearest positioned (or transformed) ancestor, measured by the offset chain as its limits are', () => {
  const { module, section } = page('<div class="et_pb_section" style="position: relative"><div class="et_pb_column"><div class="module"></div></div></div>');
  Object.defineProperty(section, 'offsetTop', { configurable: true, get: () => 1200 });
  jest.spyOn(section, 'getBoundingClientRect').mockReturnValue(new DOMRect(20, 0, 600, 800));
  expect(pausedOrigin(module, [section], scroll)).toEqual({ top: 1200, left: 20 });
  section.style.position = '';
  const column = document.querySelector<HTMLElement>('.et_pb_column')!;
  column.style.transform = 'translateY(10px)';
  Object.defineProperty(column, 'offsetTop', { configurable: true, get: () => 1300 });
  expect(pausedOrigin(module, [section], scroll)?.top).toBe(1300);
});

test('it stays fixed while paused in a fixed or sticky block, or where an ancestor inside its limit clips', () => {
  const fixed = page('<div class="et_pb_section"><div class="et_pb_column" style="position: fixed"><div class="module"></div></div></div>');
  expect(pausedOrigin(fixed.module, [fixed.section], scroll)).toBeNull();
  const clipped = page('<div class="et_pb_section"><div class="et_pb_column" style="position: relative; overflow-y: hidden"><div class="module"></div></div></div>');
  expect(pausedOrigin(clipped.module, [clipped.section], scroll)).toBeNull();
});

test('a clipping ancestor that holds the whole limit, or one below the containing block, clips nothing of the rest', () => {
  const outer = page('<div style="overflow-y: hidden"><div class="et_pb_section" style="position: relative"><div class="et_pb_column"><div class="module"></div></div></div></div>');
  expect(pausedOrigin(outer.module, [outer.section], scroll)).not.toBeNull();
  // An absolute module escapes the overflow of ancestors between it and its containing block.
  const below = page('<div class="et_pb_section" style="position: relative"><div class="et_pb_column" style="overflow-y: hidden"><div class="module"></div></div></div>');
  expect(pausedOrigin(below.module, [below.section], scroll)).not.toBeNull();
});
