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

/** Records every layout shift of the page from its start. Call before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) shifts.push({ startTime: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** CLS so far (bench/src/vitals/cls-session-windows.ts), once two frames have passed so that the last change is counted. */
export async function readCls(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => new Promise<LayoutShift[]>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts)));
  }));
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
