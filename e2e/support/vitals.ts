import type { Page } from '@playwright/test';

/**
 * Resolves once the page view's first interaction has reached web-vitals: its `first-input` Event
 * Timing entry (always buffered, however short) has been delivered to observers (web-vitals' first,
 * registered earlier) and the idle moment after it has come, in which web-vitals reads it. A page
 * left before then loses it, as a real visitor's would.
 */
export function interactionReported(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          requestIdleCallback(() => resolve());
        }).observe({ type: 'first-input', buffered: true });
      }),
  );
}
