import { createEventBus, type ModuleContext, type PageGlobals } from '@cms-mf/shared-contracts';

/** A module context for DOM-controller tests: no client calls expected, a silent logger. */
export function testContext(globals: PageGlobals = {}): ModuleContext {
  return {
    globals,
    client: () => Promise.reject(new Error('no server call expected')),
    builder: { active: false, type: null },
    events: createEventBus(document),
    log: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() },
  };
}

/** Puts `html` in the body and returns its first element. */
export function render(html: string): HTMLElement {
  document.body.innerHTML = html.trim();
  return document.body.firstElementChild as HTMLElement;
}
