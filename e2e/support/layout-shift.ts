import type { Page } from '@playwright/test';
import { cumulativeLayoutShift, type LayoutShift } from '@cms-mf/bench';

/**
 * Holds every file of the runtime (`/mf/…`) until the page has painted its server markup, then lets
 * them through: whatever the runtime changes then is a visible shift, as on a phone on a slow network,
 * however fast this machine is. Call before `page.goto(…, { waitUntil: 'commit' })`, then `released()`.
 */
export async function holdRuntimeUntilPainted(page: Page): Promise<{ released: () => Promise<void> }> {
  let release!: () => void;
  const painted = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mf/**', async (route) => {
    await painted;
    await route.continue();
  });
  return {
    released: async () => {
      await page.evaluate(() => new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'paint', buffered: true });
      }));
      release();
    },
  };
}

/** Refuses every file of the runtime: the page is its server markup alone. */
export const blockRuntime = (page: Page) => page.route('**/mf/**', (route) => route.abort());

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };

/** Records every layout shift of the page from its start. Call before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entries: PerformanceEntry[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: entries });
    new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * CLS so far (bench/src/vitals/cls-session-windows.ts), once two frames have passed so that the last change
 * is counted; of the shifts from `since` (performance time) on, and with `within`, of those that moved
 * something inside the elements it selects.
 */
export async function readCls(page: Page, options: { since?: number; within?: string } = {}): Promise<number> {
  const shifts = await page.evaluate(({ since, within }) => new Promise<LayoutShift[]>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const entries = (window as unknown as { __layoutShifts: ShiftEntry[] }).__layoutShifts;
      const moved = (e: ShiftEntry) => within === undefined || e.sources.some((s) => s.node instanceof Element && s.node.closest(within) !== null);
      resolve(entries.filter((e) => e.startTime >= since && moved(e)).map((e) => ({ startTime: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput })));
    }));
  }), { since: options.since ?? 0, within: options.within });
  return cumulativeLayoutShift(shifts);
}

/** Scrolls to the bottom most of a screen a frame, as a visitor's fling does. */
export function flingToBottom(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => {
    const step = () => {
      const before = scrollY;
      scrollBy(0, Math.round(innerHeight * 0.8));
      if (scrollY === before) return resolve();
      requestAnimationFrame(step);
    };
    step();
  }));
}
