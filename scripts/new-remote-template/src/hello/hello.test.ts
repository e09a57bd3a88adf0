/** @jest-environment jsdom */
import { createEventBus, type ModuleContext, type Unmount } from '@cms-mf/shared-contracts';
import helloModule, { GREETING, pressesText } from './index';

const SERVER_MARKUP = '<p class="fallback">The greeting appears here once the __NAME__ remote runs.</p>';

/** What the shell hands a module; this one reads none of it. */
const context = (): ModuleContext => ({
  globals: {},
  client: () => Promise.reject(new Error('the hello module calls no server')),
  builder: { active: false, type: null },
  events: createEventBus(document),
  log: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() },
});

function mount(): { el: HTMLElement; fallback: Element | null; unmount: Unmount } {
  document.body.innerHTML = `<div class="__NAME__-hello" data-cmsmf-module="__NAME__/hello">${SERVER_MARKUP}</div>`;
  const el = document.body.firstElementChild as HTMLElement;
  const fallback = el.firstElementChild;
  return { el, fallback, unmount: helloModule.mount(el, context()) as Unmount };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('greets, and counts presses in a polite live region', () => {
  const { el, unmount } = mount();
  expect(el.textContent).toContain(GREETING);
  const button = el.querySelector('button') as HTMLButtonElement;
  const status = el.querySelector('[role="status"]') as HTMLElement;
  expect(button.type).toBe('button');
  expect(status.getAttribute('aria-live')).toBe('polite');
  expect(status.textContent).toBe('');

  button.click();
  expect(status.textContent).toBe('Pressed 1 time.');
  button.click();
  expect(status.textContent).toBe(pressesText(2));
  unmount();
});

test('unmount puts back the server markup, the very nodes, and stops counting', () => {
  const { el, fallback, unmount } = mount();
  expect(el.contains(fallback)).toBe(false);
  const button = el.querySelector('button') as HTMLButtonElement;
  const status = el.querySelector('[role="status"]') as HTMLElement;

  unmount();
  expect(el.innerHTML).toBe(SERVER_MARKUP);
  expect(el.firstElementChild).toBe(fallback);
  button.click();
  expect(status.textContent).toBe('');
  // A second call changes nothing.
  unmount();
  expect(el.innerHTML).toBe(SERVER_MARKUP);
});
