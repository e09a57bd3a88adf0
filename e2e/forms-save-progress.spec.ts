import { expect, mounted, test } from './fixtures';
import { pdf } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';

/** Save progress (forms-addon.md §2, §7, §8) on the save-progress demo page (form 131). */
const DEMO = '/demo/forms-save-progress.html';
const LOGBOOK = '.wpcf7-form-control-wrap[data-name="sk-logbook"] .eacf7-uploader';

test('a half-filled form with an upload is saved and restored in a new browser context', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DEMO);
  await mounted(page.locator('.eacf7-save-progress-wrap'), 'forms/save-progress');
  await page.getByLabel('Full name').fill('Joshua Slocum');
  await page.getByLabel('Licence class').selectOption('Coastal skipper');
  await page.getByRole('checkbox', { name: 'Baltic' }).check();
  await mounted(page.locator(LOGBOOK), 'forms/upload');
  await pickFiles(page, LOGBOOK, [pdf('logbook.pdf', 2_000)]);
  await expect(page.locator(`${LOGBOOK} .file-info-status`)).toHaveText('Completed');
  await page.getByRole('button', { name: 'Save progress' }).click();
  await expect(page.locator('.eacf7-save-message')).toHaveText('Your progress has been saved. Use this link to continue later.');
  const link = page.getByRole('textbox', { name: 'Link to continue later' });
  await expect(link).toHaveValue(/\/demo\/forms-save-progress\.html\?eacf7_state=[A-Za-z0-9_-]{32}$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('.eacf7-save-message')).toHaveText('Successfully link copied to clipboard!');
  const url = await link.inputValue();
  // The message tells the truth: the clipboard holds the link.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  await expect(fresh.locator('.eacf7-save-message')).toHaveText('Your saved progress has been restored.');
  await expect(fresh.getByLabel('Full name')).toHaveValue('Joshua Slocum');
  await expect(fresh.getByLabel('Licence class')).toHaveValue('Coastal skipper');
  await expect(fresh.getByRole('checkbox', { name: 'Baltic' })).toBeChecked();
  await expect(fresh.getByRole('checkbox', { name: 'North Sea' })).not.toBeChecked();
  await mounted(fresh.locator(LOGBOOK), 'forms/upload');
  await expect(fresh.locator(`${LOGBOOK} .upload-item-name`)).toHaveText('logbook.pdf');
  await other.close();
});

for (const [kind, state] of [['unknown', 'B'.repeat(32)], ['malformed', '%3Cscript%3E']] as const) {
  test(`an ${kind} state leaves the form empty and says so`, async ({ page }) => {
    await page.goto(`${DEMO}?eacf7_state=${state}`);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be restored' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
  });
}

test('when the browser refuses both copies, the link is selected and the visitor asked to copy it', async ({ page }) => {
  // A browser that blocks the clipboard and the copy command (no permission, a locked-down profile).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) } });
    document.execCommand = () => false;
  });
  await page.goto(DEMO);
  await mounted(page.locator('.eacf7-save-progress-wrap'), 'forms/save-progress');
  await page.getByLabel('Full name').fill('Ellen MacArthur');
  await page.getByRole('button', { name: 'Save progress' }).click();
  const link = page.getByRole('textbox', { name: 'Link to continue later' });
  await expect(link).toHaveValue(/eacf7_state=/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be copied' })).toHaveText('The link could not be copied. It is selected: copy it with Ctrl+C (⌘C on a Mac).');
  await expect(page.locator('.eacf7-save-message')).not.toHaveText('Successfully link copied to clipboard!');
  await expect(link).toBeFocused();
  const value = await link.inputValue();
  expect(await link.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, value.length]);
});
