import { pngDataUrl } from '../../test-support/file-fixtures';
import { startTestSite, type TestSite } from '../../test-support/test-site';

// Form 121 (site/cms/forms/121.json): rating, image choices, products, rich text, a crew repeater, a signature, a math captcha.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const signatureUrl = async (formId = '121') => ((await site.action('eacf7_get_digital_signature_url', { id: formId, image: pngDataUrl() })).json as { data: string }).data;

async function send(values: Record<string, string | string[]>) {
  const form = new FormData();
  form.append('_wpcf7', '121');
  form.append('_wpcf7_unit_tag', 'wpcf7-f121-o1');
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  const response = await site.fetch('/wp-json/contact-form-7/v1/contact-forms/121/feedback', { method: 'POST', body: form });
  return (await response.json()) as { status: string; invalid_fields: { field: string; message: string }[] };
}

async function good(): Promise<Record<string, string | string[]>> {
  return {
    'your-name': 'Ann Lee', 'your-email': 'ann@example.com', experience: '4', boat: 'Catamaran', 'extras[]': ['Picnic', 'Snorkel kit'],
    package: 'Sunset cruise', 'services[]': ['Skipper'], notes: '<p>Hi <b>there</b><script>alert(1)</script><a href="javascript:x()">x</a></p>',
    crew: '2', 'crew-name__1': 'Bo', 'crew-name__2': 'Cy', 'crew-licence__1': '', 'crew-licence__2': '',
    signature: await signatureUrl(), 'quiz-first': '2', 'quiz-operator': '+', 'quiz-second': '3', quiz: '5',
  };
}
const rows = () => ({ submissions: site.count('submissions'), mail: site.count('mail_outbox') });
const lastStored = () => JSON.parse(site.query<{ fields_json: string }>('SELECT fields_json FROM submissions ORDER BY id DESC LIMIT 1')[0]!.fields_json);

test('good values are stored and mailed, rich text sanitised and crew items grouped', async () => {
  const before = rows();
  expect((await send(await good())).status).toBe('mail_sent');
  expect(rows()).toEqual({ submissions: before.submissions + 1, mail: before.mail + 1 });
  const stored = lastStored();
  expect(stored).toMatchObject({ experience: '4', boat: 'Catamaran', extras: ['Picnic', 'Snorkel kit'], package: 'Sunset cruise', services: ['Skipper'], crew: [{ 'crew-name': 'Bo' }, { 'crew-name': 'Cy' }] });
  expect(stored.notes).toBe('<p>Hi <strong>there</strong><a rel="noopener noreferrer nofollow">x</a></p>');
  expect(stored.signature).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  const mail = site.query<{ body: string }>('SELECT body FROM mail_outbox ORDER BY id DESC LIMIT 1')[0]!.body;
  expect(mail).toContain('notes: <p>Hi <strong>there</strong>');
  expect(mail).not.toContain('<script');
});

test.each([
  ['a rating outside 1-5', { experience: '6' }, 'experience', 'This field has a too large number.'],
  ['a half star', { experience: '2.5' }, 'experience', 'Please enter a number.'],
  ['no rating on a required one', { experience: '' }, 'experience', 'Please fill out this field.'],
  ['a boat not offered', { boat: 'Submarine' }, 'boat', 'Undefined value was submitted through this field.'],
  ['two boats in a single choice', { boat: ['Sloop', 'Catamaran'] }, 'boat', 'Too many values were submitted through this field.'],
  ['an extra not offered', { 'extras[]': ['Picnic', 'Jet ski'] }, 'extras', 'Undefined value was submitted through this field.'],
  ['a product not offered', { package: 'Free cruise' }, 'package', 'Undefined value was submitted through this field.'],
  ['a signature URL from elsewhere', { signature: 'https://evil.example/sig.png' }, 'signature', 'The signature could not be verified. Please sign again.'],
  ['a made-up upload name as signature', { signature: '/uploads/0123456789abcdef0123456789abcdef.png' }, 'signature', 'The signature could not be verified. Please sign again.'],
  ['a crew count above the limit', { crew: '4' }, 'crew', 'This field has a too large number.'],
  ['a crew count of zero', { crew: '0' }, 'crew', 'Please enter a number.'],
  ['a crew item without its required name', { 'crew-name__2': '' }, 'crew-name__2', 'Please fill out this field.'],
  ['a wrong captcha answer', { quiz: '6' }, 'quiz', 'Your answer is not correct.'],
  ['rich text that is only markup on a long run', { notes: `<p>${'x'.repeat(2001)}</p>` }, 'notes', 'This field has a too long input.'],
])('%s is refused with the field\'s message and nothing is stored', async (_case, change, field, message) => {
  const before = rows();
  const values = { ...(await good()), ...change };
  const answer = await send(values);
  expect(answer.status).toBe('validation_failed');
  expect(answer.invalid_fields).toContainEqual(expect.objectContaining({ field, message }));
  expect(rows()).toEqual(before);
});

test('a signature stored for another form is refused', async () => {
  const answer = await send({ ...(await good()), signature: await signatureUrl('5') });
  expect(answer.invalid_fields).toContainEqual(expect.objectContaining({ field: 'signature' }));
});

test('a typed name signs when no image is posted (the form allows it), and is stored as the signature', async () => {
  expect((await send({ ...(await good()), signature: '', 'signature-typed-name': '  Kim Keys ' })).status).toBe('mail_sent');
  expect(lastStored().signature).toBe('Kim Keys');
  const tooLong = await send({ ...(await good()), signature: '', 'signature-typed-name': 'K'.repeat(81) });
  expect(tooLong.invalid_fields).toContainEqual(expect.objectContaining({ field: 'signature' }));
  const neither = await send({ ...(await good()), signature: '', 'signature-typed-name': ' ' });
  expect(neither.invalid_fields).toContainEqual(expect.objectContaining({ field: 'signature', message: 'Please fill out this field.' }));
});

test('the page renders the add-on markup of each field', async () => {
  const html = await (await site.fetch('/demo/fields-b.html')).text();
  expect(html).toContain('class="wpcf7-form-control eacf7-rating style-3"');
  expect(html).toMatch(/<div class="wpcf7-form-control eacf7-image-choice"><div class="image-choice-wrap grid" data-multiple="0"/);
  expect(html).toContain('name="crew-name__1"');
  expect(html).toContain('<template class="eacf7-repeater-template">');
  expect(html).toContain('class="cf7-digital-signature" data-id="121" data-name="signature"');
  expect(html).toContain('class="wpcf7-form-control wpcf7-textarea eacf7-rich-text"');
  expect(html).toContain('class="wpcf7-form-control eacf7-recaptcha" data-action="contactform"');
  expect(html).toContain('var eacf7DigitalSignatureData_121 = ');
});
