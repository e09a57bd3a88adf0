import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

/** A window as far as whenIdle looks at it. */
function fakeWindow(readyState: DocumentReadyState, idleApi = true) {
  const listeners: Record<string, Array<() => void>> = {};
  const idle: Array<{ run: () => void; timeout?: number }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const document = {
    readyState,
    visibilityState: 'visible',
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
  };
  const win = {
    document,
    addEventListener: (type: string, listener: () => void) => (listeners[`window:${type}`] ??= []).push(listener),
    ...(idleApi ? { requestIdleCallback: (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }), cancelIdleCallback: () => undefined } : {}),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    clearTimeout: () => undefined,
  };
  const fire = (type: string) => (listeners[type] ?? []).forEach((listener) => listener());
  return { win: win as unknown as Window, idle, timers, fire };
}

describe('whenIdle', () => {
  test('waits for the page to be parsed, not for its images to load', () => {
    const { win, idle, fire } = fakeWindow('loading');
    const calls: string[] = [];
    whenIdle(win, new AbortController().signal, () => calls.push('idle'));
    expect(idle).toHaveLength(0);
    fire('DOMContentLoaded');
    expect(idle).toEqual([expect.objectContaining({ timeout: IDLE_TIMEOUT_MS })]);
    idle[0]!.run();
    expect(calls).toEqual(['idle']);
  });

  test('schedules at once on a parsed page whose images are still loading', () => {
    const { win, idle } = fakeWindow('interactive');
    whenIdle(win, new AbortController().signal, () => undefined);
    expect(idle).toHaveLength(1);
  });

  test('falls back on a timer without the idle API, and does nothing once aborted', () => {
    const { win, timers } = fakeWindow('complete', false);
    whenIdle(win, new AbortController().signal, () => undefined);
    expect(timers).toEqual([expect.objectContaining({ ms: IDLE_FALLBACK_MS })]);
    const aborted = new AbortController();
    aborted.abort();
    const late = fakeWindow('complete');
    whenIdle(late.win, aborted.signal, () => undefined);
    expect(late.idle).toHaveLength(0);
  });
});
