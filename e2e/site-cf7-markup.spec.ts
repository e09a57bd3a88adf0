import { expect, test } from './fixtures';

/** How the reference site's Contact Form 7 markup looks to a visitor, with CF7's and the add-on's stylesheets. */
const CF7_PAGES = ['/demo/contact.html', '/demo/payments.html', '/demo/forms/upload.html', '/demo/forms/cloud-upload.html', '/demo/forms/multistep.html', '/demo/forms/conversational.html'];

for (const path of CF7_PAGES) {
  test(`${path}: the fieldset of hidden inputs draws no box above the first field`, async ({ page }) => {
    await page.goto(path);
    const containers = page.locator('.wpcf7 fieldset.hidden-fields-container');
    expect(await containers.count()).toBeGreaterThan(0);
    for (const container of await containers.all()) await expect(container).toBeHidden();
  });
}

test.describe('the contact form honeypot', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/contact.html');
  });

  test('is not shown to people: off-screen and out of the accessibility tree', async ({ page }) => {
    const trap = page.locator('#wpcf7-f1-o1 input[name="website"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).not.toBeInViewport();
    const box = await trap.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(0);
    await expect(page.getByText('Please leave this field empty.')).not.toBeInViewport();
    await expect(page.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0);
    await expect(trap).toHaveAttribute('autocomplete', 'off');
  });

  test('is never reached with Tab', async ({ page }) => {
    await page.locator('#wpcf7-f1-o1 textarea[name="your-message"]').focus();
    const visited: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return element ? `${element.tagName.toLowerCase()}[name=${element.getAttribute('name') ?? ''}].${element.className}` : '';
      });
      visited.push(focused);
      if (focused.includes('wpcf7-submit')) break;
    }
    expect(visited.at(-1)).toContain('wpcf7-submit');
    expect(visited.filter((entry) => entry.includes('website'))).toEqual([]);
  });
});
