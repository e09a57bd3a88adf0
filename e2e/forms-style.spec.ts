import { expect, mounted, test } from './fixtures';

/** The style configuration of form 149 on /demo/forms-style.html: applied to that form only. */
test('the preset and overrides style the form; its hostile custom CSS styles nothing else', async ({ page, consoleErrors }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/demo/forms-style.html');
  const styler = page.locator('#wpcf7-f149-o1 .eacf7-form-styler');
  await mounted(styler, 'forms/style');
  const style = (selector: string, property: string, pseudo?: string) =>
    page.locator(selector).first().evaluate((el, [prop, pseudoElement]) => getComputedStyle(el, pseudoElement ?? null).getPropertyValue(prop!), [property, pseudo] as const);
  await expect.poll(() => style('#wpcf7-f149-o1 .eacf7-form-styler', 'background-color')).toBe('rgb(238, 246, 245)');
  expect(await style('#wpcf7-f149-o1 .eacf7-form-styler', 'border-top-color')).toBe('rgb(13, 148, 136)');
  expect(await style('#wpcf7-f149-o1 .eacf7-form-styler', 'padding-left')).toBe('24px');
  expect(await style('#wpcf7-f149-o1 .eacf7-form-styler', 'box-shadow')).toContain('rgba(13, 148, 136, 0.25)');
  expect(await style('#wpcf7-f149-o1 label', 'color')).toBe('rgb(15, 76, 69)');
  expect(await style('#wpcf7-f149-o1 label', 'text-transform')).toBe('uppercase');
  expect(await style('#wpcf7-f149-o1 input[name="your-name"]', 'background-color')).toBe('rgb(255, 253, 243)');
  expect(await style('#wpcf7-f149-o1 input[name="your-name"]', 'color', '::placeholder')).toBe('rgb(107, 123, 140)');
  expect(await style('#wpcf7-f149-o1 .wpcf7-submit', 'background-color')).toBe('rgb(15, 118, 110)');
  expect(await style('#wpcf7-f149-o1 .wpcf7-submit', 'letter-spacing')).toBe('1px');
  // Nothing left the form's scope: the page shows, the search form keeps its look, nothing was imported.
  expect(await style('body', 'display')).toBe('block');
  await expect(page.getByRole('heading', { name: 'Search the club pages' })).toBeVisible();
  expect(await style('.site-search button', 'background-color')).not.toBe('rgb(15, 118, 110)');
  expect(await style('.site-search label', 'text-transform')).toBe('none');
  expect(requests.filter((url) => url.includes('evil.example'))).toEqual([]);
  const css = await page.locator('style').evaluateAll((styles) => styles.map((s) => s.textContent ?? '').join('\n'));
  expect(css).not.toMatch(/@import|display: none|<\/style>/);
  expect(consoleErrors).toEqual([]);
});
