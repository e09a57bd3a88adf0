import { expect, test } from './fixtures';
import { openNewsletter } from './fixtures/theme/newsletter';
import { siteRows } from './fixtures/theme/database';

/**
 * A newsletter whose list sends subscribers on (the "Harbour events" list on
 * /demo/theme-media.html; theme-frontend.md §4 "Newsletter": on success show a
 * message or redirect): after the subscription is stored, the module follows the
 * list's redirect with the fields its `data-redirect_query` names.
 */
test('a subscription follows the redirect with the first name and e-mail in its query', async ({ page }) => {
  const module = await openNewsletter(page, '/demo/theme-media.html');
  await expect(module).toHaveAttribute('data-redirect_url', '/demo/plain.html');
  const email = `events-${Date.now()}@example.com`;
  await module.getByLabel('First Name').fill('Ann');
  await module.getByLabel('Last Name').fill('Lee');
  await module.getByLabel('Email').fill(email);
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/demo\/plain\.html\?/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('first_name'), query.get('email')]).toEqual(['Ann', email]);
  expect(siteRows("SELECT id FROM newsletter_subscriptions WHERE list_id = 'harbour-events' AND email = ?", email)).toHaveLength(1);
});
