import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('eacf7_fire_contact_form', () => {
  test('answers the form HTML from the catalogue', async () => {
    const html = ((await site.action('eacf7_fire_contact_form', { id: '1' })).json as { data: string }).data;
    expect(html).toContain('data-wpcf7-id="1"');
    expect(html).toContain('<form action="#wpcf7-f1-o99"');
    expect(html).toContain('name="_wpcf7_unit_tag" value="wpcf7-f1-o99"');
    expect(html).toContain('data-extensions="pdf|txt|png|jpg|jpeg|svg"');
    expect(html).not.toMatch(/<script/i);
  });

  test('refuses an unknown form and a page-builder form', async () => {
    for (const id of ['999', '10', 'abc']) expect((await site.action('eacf7_fire_contact_form', { id })).json).toMatchObject({ success: false });
  });
});
