import { startTestSite, type TestSite } from '../../test-support/test-site';

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

  test("carries the form's per-form settings after its HTML, as the add-on prints them, and only those", async () => {
    const html = ((await site.action('eacf7_fire_contact_form', { id: '5' })).json as { data: string }).data;
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('var eacf7SaveProgressData_5 = {"saveProgress":true};');
    expect(scripts[0]).toContain('var eacf7PreviewSubmissionData_5 = {"previewSubmission":true};');
    expect(scripts[0]!.trim().split('\n').every((line) => /^var eacf7[A-Za-z]+Data_5 = .*;$/.test(line))).toBe(true);
  });

  test('refuses an unknown form and a page-builder form', async () => {
    for (const id of ['999', '10', 'abc']) expect((await site.action('eacf7_fire_contact_form', { id })).json).toMatchObject({ success: false });
  });
});
