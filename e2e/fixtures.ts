import { test as base, expect, type Locator } from '@playwright/test';

/** Every test also gets the page's console errors, to check that failures report once and nothing else breaks. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** Waits until the shell reports `module` (e.g. `gallery/lightbox`) mounted on the element. */
export async function mounted(element: Locator, module: string): Promise<Locator> {
  await expect(element).toHaveAttribute('data-cmsmf-mounted', new RegExp(`(^| )${module}( |$)`));
  return element;
}
