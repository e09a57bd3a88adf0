import { perFormGlobalName } from '@cms-mf/shared-contracts/globals';
import { startTestSite, type TestSite } from '../test-support/test-site';

/**
 * What the demo pages tell a visitor to try is there to be tried: each page the
 * index lists is served with the forms it names, and the behaviours the pages
 * promise are rendered and answered by the server, not only described.
 */
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const page = async (path: string) => {
  const response = await site.fetch(path);
  return { status: response.status, html: await response.text() };
};
/** The value of a page global the page prints as `var NAME = {…};`. */
const globalOf = (html: string, name: string): Record<string, unknown> | undefined => {
  const match = new RegExp(`var ${name} = (\\{.*?\\});\\n`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

test('every demo page the index links is served, with every form and module it names rendered', async () => {
  const index = await page('/');
  const links = [...new Set([...index.html.matchAll(/href="(\/demo\/[^"#?]*)"/g)].map((match) => match[1]!))];
  expect(links.length).toBeGreaterThan(20);
  for (const link of links) {
    const { status, html } = await page(link);
    expect({ link, status }).toEqual({ link, status: 200 });
    // A placeholder naming missing content stays behind as `<!-- cms: no … -->`.
    expect({ link, missing: /<!-- cms: no [^>]*-->/.exec(html)?.[0] }).toEqual({ link, missing: undefined });
  }
});

test('the contact page: the crew application saves progress, previews and signs; the account form signs new members in', async () => {
  const { html } = await page('/demo/contact.html');
  const crew = /<div class="wpcf7[^"]*" id="wpcf7-f5-o1"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  expect(crew).toContain('class="eacf7-save-progress-wrap"');
  expect(crew).toMatch(/<button[^>]*class="[^"]*eacf7-preview-submission-btn/);
  expect(crew).toMatch(/class="cf7-digital-signature"[^>]*>[\s\S]*?<canvas/);
  // The server keeps what the save control sends, and answers the link that restores it.
  const saved = await site.action('eacf7_save_progress', { formId: '5', souce_url: `${site.url}/demo/contact.html`, data: 'full-name=Ann', hash: '' });
  expect(saved.json).toMatchObject({ success: true, data: { hash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) } });
  // The account form asks for the auto-login after its send (the forms remote reads this global).
  expect(globalOf(html, perFormGlobalName('UserRegistration', 4))).toMatchObject({ userRegistration: true, autoLogin: true });
});

test('the shop page leads to the checkout, and its booking form sells through the shop', async () => {
  const { html } = await page('/demo/shop.html');
  expect(html).toContain('href="/demo/checkout.html"');
  expect(html).toContain('class="eacf7-booking-date"');
  expect(globalOf(html, perFormGlobalName('IBooking', 3))).toMatchObject({ wooIntegration: true });
});
