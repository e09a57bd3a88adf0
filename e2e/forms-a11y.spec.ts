import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { pdf } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';

/** The forms demo pages pass axe-core once the runtime has mounted (steps hidden, lists rendered, tips shown). */
const PAGES: ReadonlyArray<[string, string]> = [
  ['/demo/forms/index.html', 'body'],
  ['/demo/forms/upload.html', '[data-name="cv"] .eacf7-uploader[data-cmsmf-mounted]'],
  ['/demo/forms/cloud-upload.html', '.eacf7-uploader[data-cmsmf-mounted]'],
  ['/demo/forms/multistep.html', '.eacf7-multisetp-form[data-cmsmf-mounted]'],
  ['/demo/forms/conversational.html', '.eacf7-conversational-form[data-cmsmf-mounted]'],
];

for (const [path, ready] of PAGES) {
  test(`${path} has no axe-core violations`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await page.locator(ready).first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a refused file, an invalid submit and an upload row keep the upload page accessible', async ({ page }) => {
  await page.goto('/demo/forms/upload.html');
  await page.locator('.wpcf7[data-cmsmf-mounted]').waitFor({ state: 'attached' });
  await page.locator('[data-name="photos"] .eacf7-uploader[data-cmsmf-mounted]').waitFor({ state: 'attached' });
  await pickFiles(page, '[data-name="photos"] .eacf7-uploader', [pdf('not-an-image.pdf')]);
  await page.locator('.wpcf7-submit').click();
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'invalid');
  await pickFiles(page, '[data-name="cv"] .eacf7-uploader', [pdf('row.pdf')]);
  await expect(page.locator('[data-name="cv"] .file-info-status')).toHaveText('Completed');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
