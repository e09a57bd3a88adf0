import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { FORMS_DEMO_PAGES, TOP_DEMO_PAGES } from './support/demo-pages';

/** Every demo page, and the index, passes axe-core with no violations once its modules have loaded. */
for (const path of ['/', ...TOP_DEMO_PAGES, ...FORMS_DEMO_PAGES]) {
  test(`${path} has no axe-core violations`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
