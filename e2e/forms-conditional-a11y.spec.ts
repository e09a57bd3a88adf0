import AxeBuilder from '@axe-core/playwright';
import { expect, mounted, test } from './fixtures';

/** The issue-11 demo pages pass axe-core once their modules have mounted (the booking calendars drawn, groups shown). */
const PAGES = ['/demo/forms-conditional.html', '/demo/forms-prefill.html', '/demo/forms-redirect.html', '/demo/forms-registration.html', '/demo/forms-booking.html', '/demo/forms-style.html'];

for (const path of PAGES) {
  test(`${path} has no axe-core violations`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await mounted(page.locator('.wpcf7').first(), 'forms/form');
    for (const booking of await page.locator('.eacf7-booking-date').all()) {
      await booking.scrollIntoViewIfNeeded();
      await mounted(booking, 'forms/booking');
    }
    if (path.endsWith('conditional.html')) await page.getByLabel('Number of guests').fill('6');
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
