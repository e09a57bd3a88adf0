import type { Page } from 'playwright-core';

/**
 * Waits until `condition` (a JavaScript expression, evaluated in the page once per
 * animation frame) is true. Through `page.evaluate`, which DevTools runs whatever the
 * page's CSP says: `page.waitForFunction` with a string evaluates it with `eval` inside
 * the page, which the demo pages' strict CSP (no 'unsafe-eval') refuses.
 */
export async function waitInPage(page: Page, condition: string, timeoutMs: number): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const end = performance.now() + ${timeoutMs};
    const tick = () => {
      let done;
      try {
        done = (${condition});
      } catch (error) {
        return reject(error);
      }
      if (done) return resolve(true);
      if (performance.now() > end) return reject(new Error('timed out after ${timeoutMs} ms waiting for: ' + ${JSON.stringify(condition)}));
      requestAnimationFrame(tick);
    };
    tick();
  })`);
}
