import { startTestSite, type TestSite } from '../../test-support/test-site';
import { cf7Schema, CF7_SWV_SCHEMA_VERSION } from './cf7-schema';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const REST = '/wp-json/contact-form-7/v1/contact-forms';

describe("CF7's refill route", () => {
  test('answers what WordPress prints for an empty refill: [] (no captcha or quiz fields in the catalogue)', async () => {
    const response = await site.fetch(`${REST}/1/refill`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual([]);
  });

  test.each(['999', '11', 'abc'])('answers CF7s 404 for form %s (unknown, or not a CF7 form)', async (id) => {
    const response = await site.fetch(`${REST}/${id}/refill`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'wpcf7_not_found', message: 'The requested contact form was not found.', data: { status: 404 } });
  });
});

describe("CF7's schema route", () => {
  test("answers the form's SWV schema in CF7's shape", async () => {
    const response = await site.fetch(`${REST}/1/feedback/schema`);
    expect(response.status).toBe(200);
    const schema = (await response.json()) as { version: string; locale: string; rules: Array<Record<string, unknown>> };
    expect(schema.version).toBe(CF7_SWV_SCHEMA_VERSION);
    expect(schema.locale).toBe('en_US');
    expect(schema.rules).toEqual(expect.arrayContaining([
      { rule: 'required', field: 'your-name', error: 'Please fill out this field.' },
      { rule: 'maxlength', field: 'your-name', error: 'This field has a too long input.', threshold: 80 },
      { rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
    ]));
    for (const rule of schema.rules) expect(Object.keys(rule).slice(0, 3)).toEqual(['rule', 'field', 'error']);
  });

  test('an unknown form is a 404', async () => {
    expect((await site.fetch(`${REST}/999/feedback/schema`)).status).toBe(404);
  });
});

describe('cf7Schema', () => {
  const form = {
    id: 9, title: 't', plugin: 'cf7' as const, settings: {},
    fields: [
      { name: 'n', type: 'number' as const, rules: { required: true, min: 1, max: 5 } },
      { name: 'site', type: 'url' as const },
      { name: 'pick', type: 'radio' as const, options: ['a', 'b'] },
      { name: 'cv', type: 'file_upload' as const, rules: { required: true }, uploader: { max_size: 1, max_files: 1, extensions: null } },
      { name: 'inner', type: 'text' as const, repeater: 'crew', rules: { required: true } },
    ],
  };

  test('mirrors the catalogue rules in CF7 order, and leaves machinery fields to the server', () => {
    expect(cf7Schema(form).rules).toEqual([
      { rule: 'required', field: 'n', error: 'Please fill out this field.' },
      { rule: 'number', field: 'n', error: 'Please enter a number.' },
      { rule: 'minnumber', field: 'n', error: 'This field has a too small number.', threshold: 1 },
      { rule: 'maxnumber', field: 'n', error: 'This field has a too large number.', threshold: 5 },
      { rule: 'url', field: 'site', error: 'Please enter a URL.' },
      { rule: 'maxitems', field: 'pick', error: 'Too many items are selected.', threshold: 1 },
      { rule: 'enum', field: 'pick', error: 'Undefined value was submitted through this field.', accept: ['a', 'b'] },
    ]);
  });
});
