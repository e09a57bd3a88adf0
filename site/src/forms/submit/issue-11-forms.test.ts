import { startTestSite, type TestSite } from '../../test-support/test-site';

/** The server side of the issue-11 demo forms: conditional rules, booking calendars, wcCheckout, the styler wrapper. */
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

async function send(id: number, values: Record<string, string>) {
  const form = new FormData();
  form.append('_wpcf7', String(id));
  form.append('_wpcf7_unit_tag', `wpcf7-f${id}-o1`);
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const response = await site.fetch(`/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`, { method: 'POST', body: form });
  return (await response.json()) as { status: string; invalid_fields: { field: string; message: string }[]; redirect?: string };
}

describe('conditional fields on the server', () => {
  test('a group the rules show is checked, whatever hidden list the browser claims', async () => {
    const answer = await send(140, { 'your-email': 'a@example.com', guests: '6', _eacf7_hidden_conditional_fields: '["large-group","kids","boat-help"]' });
    expect(answer.status).toBe('validation_failed');
    expect(answer.invalid_fields.map((field) => field.field)).toEqual(['group-name']);
  });

  test('a group the rules hide is neither checked nor stored', async () => {
    const before = site.count('submissions');
    const answer = await send(140, { 'your-email': 'a@example.com', guests: '2', 'kids-ages': 'forged', 'group-name': 'forged' });
    expect(answer.status).toBe('mail_sent');
    expect(site.count('submissions')).toBe(before + 1);
  });
});

describe('booking calendars on the server', () => {
  test('a Sunday in the range or a time the form does not offer is refused', async () => {
    const answer = await send(148, { 'guest-name': 'Ann', 'guest-email': 'a@example.com', booking_date: '2099-03-01 to 2099-03-03', booking_time: '03:00 AM' });
    expect(answer.invalid_fields).toEqual([
      expect.objectContaining({ field: 'booking_date', message: 'This date cannot be booked. Please choose another day.' }),
      expect.objectContaining({ field: 'booking_time', message: 'This time cannot be booked. Please choose another time.' }),
    ]);
  });

  test('a booking the calendar offers is sent; a booking form that sells through the shop gets no redirect of its own', async () => {
    const answer = await send(148, { 'guest-name': 'Ann', 'guest-email': 'a@example.com', booking_date: '2099-03-02 to 2099-03-04', booking_time: '05:30 PM' });
    expect(answer.status).toBe('mail_sent');
    expect(answer.redirect).toBeUndefined();
  });

  test('eacf7_add_to_cart refuses a Sunday for the sunset paddle', async () => {
    const refused = await site.action('eacf7_add_to_cart', { productName: 'Sunset paddle', productPrice: '55', bookingDate: '2099-03-01', bookingTime: '05:00 PM' });
    expect(refused.json).toEqual({ success: false, data: 'This date cannot be booked. Please choose another day.' });
  });
});

test('the style configuration is printed base64-encoded in the form styler wrapper', async () => {
  const html = await (await site.fetch('/demo/forms-style.html')).text();
  const match = /<div class="eacf7-form-styler eacf7-form-styler-modern" data-styler="([A-Za-z0-9+/=]+)" data-form_id="149">/.exec(html);
  expect(match).not.toBeNull();
  expect(JSON.parse(Buffer.from(match![1]!, 'base64').toString('utf8'))).toMatchObject({ stylePreset: 'modern', submitBgColor: '#0f766e' });
});

test('conditional groups are rendered hidden when the rules hide them for an empty form', async () => {
  const html = await (await site.fetch('/demo/forms-conditional.html')).text();
  expect(html).toContain('<div class="conditional large-group eacf7-hidden" data-conditional-group="large-group" hidden inert>');
  expect(html).toContain('name="_eacf7_hidden_conditional_fields"');
});
