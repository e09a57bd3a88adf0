import { COLOUR_INVALID_MESSAGE, PHONE_INVALID_MESSAGE } from '@cms-mf/shared-contracts/fields';
import { startTestSite, type TestSite } from '../../test-support/test-site';

/** Form 122 (site/cms/forms/122.json) carries every enhanced field type the add-on adds to a form. */
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const FEEDBACK = '/wp-json/contact-form-7/v1/contact-forms/122/feedback';

async function send(values: Record<string, string>) {
  const form = new FormData();
  form.append('_wpcf7', '122');
  form.append('_wpcf7_unit_tag', 'wpcf7-f122-o1');
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const response = await site.fetch(FEEDBACK, { method: 'POST', body: form });
  return (await response.json()) as { status: string; invalid_fields: { field: string; message: string }[] };
}

const good = {
  'guest-name': 'Grace Hopper',
  'guest-phone': '+442079460958',
  'home-country': 'GB',
  'trip-time': '2026-06-10 14:30',
  pickup_line1: '1 Harbour Road',
  pickup_line2: '',
  pickup_city: 'Brighton',
  pickup_state: 'England',
  pickup_zip: 'BN1 1AA',
  pickup_country: 'GB',
  'group-size': '4',
  'sail-colour': '#2271b1',
  'birth-date': '09/12/1906',
  'arrival-time': '09:30',
  'booked-at': '24/11/2026 10:00',
  'local-phone': '1234-5678',
  'area-phone': '(11) 9876-5432',
  'us-phone': '(201) 555-0123',
  'device-ip': '192.168.1.20',
  'skipper-licence': 'AB12-CD34-EF56-GH78',
  trap: '',
};

test('good values are stored, the address as its parts, and mailed', async () => {
  const before = { submissions: site.count('submissions'), mail: site.count('mail_outbox') };
  expect(await send(good)).toMatchObject({ status: 'mail_sent', invalid_fields: [] });
  expect(site.count('submissions')).toBe(before.submissions + 1);
  expect(site.count('mail_outbox')).toBe(before.mail + 1);
  const [row] = site.query<{ fields_json: string }>('SELECT fields_json FROM submissions ORDER BY id DESC LIMIT 1');
  const stored = JSON.parse(row!.fields_json) as Record<string, unknown>;
  expect(stored).toMatchObject({
    'guest-phone': '+442079460958',
    'home-country': 'GB',
    'trip-time': '2026-06-10 14:30',
    pickup: { line1: '1 Harbour Road', city: 'Brighton', state: 'England', zip: 'BN1 1AA', country: 'GB' },
    'group-size': '4',
    'sail-colour': '#2271b1',
    'device-ip': '192.168.1.20',
  });
  const [mail] = site.query<{ body: string }>('SELECT body FROM mail_outbox ORDER BY id DESC LIMIT 1');
  expect(mail!.body).toContain('guest-phone: +442079460958');
  expect(mail!.body).toContain('pickup: {"line1":"1 Harbour Road"');
});

test('the display format typed without scripts is accepted too', async () => {
  expect(await send({ ...good, 'trip-time': '2026-06-10 02:30 PM', 'guest-phone': '+44 20 7946 0958' })).toMatchObject({ status: 'mail_sent' });
});

test.each([
  ['guest-phone', '+44207946095', PHONE_INVALID_MESSAGE],
  ['guest-phone', '02079460958', PHONE_INVALID_MESSAGE],
  ['guest-phone', '+551196123456', PHONE_INVALID_MESSAGE],
  ['guest-phone', '', 'Please fill out this field.'],
  ['home-country', 'XX', 'Undefined value was submitted through this field.'],
  ['trip-time', '2024-12-31 10:00', 'This field has a too early date.'],
  ['trip-time', '2025-01-01 07:30', 'This field has a too early date.'],
  ['trip-time', '2031-01-01 10:00', 'This field has a too late date.'],
  ['trip-time', '2026-06-14 10:00', 'This day is not available. Please choose another day.'],
  ['trip-time', '2026-12-25 10:00', 'This day is not available. Please choose another day.'],
  ['trip-time', '10/06/2026 14:30', 'Please enter the date in the format 2025-01-31 01:30 PM.'],
  ['group-size', '0', 'This field has a too small number.'],
  ['group-size', '13', 'This field has a too large number.'],
  ['group-size', '2.5', 'Please enter a number.'],
  ['sail-colour', 'blue', COLOUR_INVALID_MESSAGE],
  ['sail-colour', '#abc', COLOUR_INVALID_MESSAGE],
  ['birth-date', '9/12/1906', 'Please fill in this field in the format __/__/____.'],
  ['arrival-time', '25:00', 'Please fill in this field in the format __:__.'],
  ['us-phone', '201-555-0123', 'Please fill in this field in the format (___) ___-____.'],
  ['device-ip', '300.1.1.1', 'Please fill in this field in the format ___.___.___.___.'],
  ['skipper-licence', 'AB12-CD34', 'Please fill in this field in the format ____-____-____-____.'],
  ['pickup_country', 'Narnia', 'Undefined value was submitted through this field.'],
  // The pick-up address is required, and its required_fields are line 1 and the country only.
  ['pickup_line1', '  ', 'Please fill out this field.'],
  ['pickup_country', '', 'Please fill out this field.'],
  ['trip-hours', '9', 'This field has a too large number.'],
  ['experience', '0', 'This field has a too small number.'],
])('a bad %s (%s) fails with the field message and nothing is stored', async (name, value, message) => {
  const before = { submissions: site.count('submissions'), mail: site.count('mail_outbox') };
  const field = name.startsWith('pickup_') ? 'pickup' : name;
  const result = await send({ ...good, [name]: value });
  expect(result.status).toBe('validation_failed');
  expect(result.invalid_fields).toEqual([expect.objectContaining({ field, message })]);
  expect(site.count('submissions')).toBe(before.submissions);
  expect(site.count('mail_outbox')).toBe(before.mail);
});

test('optional enhanced fields, and the address parts its required_fields leave out, may be left empty', async () => {
  const required = ['guest-name', 'guest-phone', 'trip-time', 'pickup_line1', 'pickup_country'];
  const empty = Object.fromEntries(Object.keys(good).filter((name) => !required.includes(name)).map((name) => [name, '']));
  expect(await send({ ...good, ...empty })).toMatchObject({ status: 'mail_sent' });
});
