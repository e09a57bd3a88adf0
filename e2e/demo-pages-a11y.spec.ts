import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** Every demo page passes axe-core with no violations (the gallery page is also checked with the lightbox open). */
for (const path of ['/', '/demo/plain.html', '/demo/gallery.html', '/demo/contact.html', '/demo/fields-a.html', '/demo/fields-b.html', '/demo/theme.html', '/demo/shop.html', '/demo/payments.html']) {
  test(`${path} has no axe-core violations`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
