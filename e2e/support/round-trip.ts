import type { Page } from '@playwright/test';

/**
 * A request of the page's own, waited for to its answer: requests the page sent before it were
 * seen first, so after this a count of them is whole. The sentinel for "the page sends nothing".
 */
export async function pageRoundTrip(page: Page): Promise<void> {
  await page.evaluate(async () => void (await fetch(location.href, { cache: 'no-store' })));
}
