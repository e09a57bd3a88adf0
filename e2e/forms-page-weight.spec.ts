import { gzipSync } from 'node:zlib';
import { BUDGETS } from '@cms-mf/bench';
import { expect, mounted, test } from './fixtures';
import { pdf } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';

/**
 * What the form demo page costs a visitor in JavaScript, measured as
 * e2e/page-budgets.spec.ts does (gzip -9 of each script body): the page with
 * its form, two uploaders, after an upload (so the ajax client is loaded too).
 */
const BUDGET = BUDGETS.uploadFormAfterUpload;

test(`the upload form page stays within ${BUDGET / 1024} KB gzipped of JS once a file is uploaded`, async ({ page }) => {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)));
  });
  await page.goto('/demo/forms/upload.html');
  await mounted(page.locator('.wpcf7'), 'forms/form');
  await mounted(page.locator('[data-name="cv"] .eacf7-uploader'), 'forms/upload');
  await pickFiles(page, '[data-name="cv"] .eacf7-uploader', [pdf('weight.pdf')]);
  await expect(page.locator('[data-name="cv"] .file-info-status')).toHaveText('Completed');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(`upload form page: ${total} B gz of JS in ${sizes.size} files`, Object.fromEntries(sizes));
  // Heavy UI stays out: no React (preact/compat is shared), and no chunk of the other forms features.
  expect([...sizes.keys()].some((path) => /multistep|conversational|cloud_upload/.test(path))).toBe(false);
  expect(total).toBeLessThanOrEqual(BUDGET);
});
