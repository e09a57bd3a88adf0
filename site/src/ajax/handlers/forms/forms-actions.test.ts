import { startTestSite, type TestSite } from '../../../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('step validation (multistep and conversational)', () => {
  test.each(['eacf7_multistep_fields_validation', 'eacf7_conversational_fields_validation'])('%s applies the configured rules to the listed fields only, naming each invalid field’s id and reason', async (action) => {
    const valid = await site.action(action, { id: '5', validation_fields: ['full-name', 'email', 'years'], 'full-name': 'Ann Lee', email: 'ann@example.com', years: '4', motivation: '' });
    expect(valid.json).toEqual({ success: true, data: { is_valid: true, invalid_fields: {} } });
    const invalid = await site.action(action, { id: '5', validation_fields: ['full-name', 'email', 'years', 'motivation'], 'full-name': '', email: 'ann@', years: '99', motivation: 'too short' });
    expect(invalid.json).toEqual({
      success: true,
      data: {
        is_valid: false,
        invalid_fields: {
          'full-name': { id: null, reason: 'Please fill out this field.' },
          email: { id: null, reason: 'Please enter an email address.' },
          years: { id: null, reason: 'This field has a too large number.' },
          motivation: { id: null, reason: 'This field has a too short input.' },
        },
      },
    });
  });

  test.each([
    ['an unknown form', { id: '999', validation_fields: ['a'] }, /id: names no contact form/],
    ['a field the form does not have', { id: '5', validation_fields: ['password'] }, /names no field of form 5: password/],
    ['no field names', { id: '5' }, /validation_fields: must name at least one field/],
    ['a malformed field name', { id: '5', validation_fields: ['<img>'] }, /invalid field name/],
  ])('refuses %s', async (_case, fields, message) => {
    const result = await site.action('eacf7_multistep_fields_validation', fields);
    expect(result.json).toEqual({ success: false, data: expect.stringMatching(message) });
  });
});

describe('eacf7_refresh_math_captcha', () => {
  test('answers a new question for a math captcha field', async () => {
    const result = await site.action('eacf7_refresh_math_captcha', { tagname: 'quiz' });
    const html = (result.json as { data: string }).data;
    expect(html).toMatch(/<label class="cf7-math-captcha-question" for="quiz-answer">\d+ [+-] \d+ = <\/label>/);
    expect(html).toContain('name="quiz-first"');
    expect(html).toContain('name="quiz"');
  });

  test('the answer it asks for is checked by the step validation', async () => {
    const html = ((await site.action('eacf7_refresh_math_captcha', { tagname: 'quiz' })).json as { data: string }).data;
    const value = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)![1]!;
    const [first, operator, second] = [Number(value('quiz-first')), value('quiz-operator'), Number(value('quiz-second'))];
    const answer = String(operator === '+' ? first + second : first - second);
    const fields = { id: '5', validation_fields: ['quiz'], 'quiz-first': String(first), 'quiz-operator': operator, 'quiz-second': String(second) };
    expect((await site.action('eacf7_multistep_fields_validation', { ...fields, quiz: answer })).json).toMatchObject({ data: { is_valid: true } });
    expect((await site.action('eacf7_multistep_fields_validation', { ...fields, quiz: String(Number(answer) + 1) })).json).toMatchObject({
      data: { is_valid: false, invalid_fields: { quiz: { reason: 'Your answer is not correct.' } } },
    });
  });

  test('refuses a name that is no math captcha field', async () => {
    expect((await site.action('eacf7_refresh_math_captcha', { tagname: 'your-name' })).json).toEqual({ success: false, data: 'tagname: names no math captcha field' });
    expect((await site.action('eacf7_refresh_math_captcha', { tagname: '"><script>' })).json).toMatchObject({ success: false });
  });
});

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

describe('save progress', () => {
  const save = (fields: Record<string, string>) => site.action('eacf7_save_progress', { formId: '5', souce_url: `${site.url}/demo/contact.html?x=1#top`, data: 'full-name=Ann&years=3', hash: '', ...fields });

  test('stores the form under an unguessable hash and restores it', async () => {
    const saved = (await save({})).json as { success: boolean; data: { hash: string; saved_url: string; message: string } };
    expect(saved.success).toBe(true);
    expect(saved.data.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(saved.data.saved_url).toBe(`/demo/contact.html?eacf7_state=${saved.data.hash}`);
    const restored = await site.action('eacf7_get_save_progress', { state: saved.data.hash });
    expect(restored.json).toEqual({ success: true, data: { form_id: 5, hash: saved.data.hash, response: 'full-name=Ann&years=3' } });
  });

  test('saving again with the hash overwrites; a hash of another form or an unknown one gets a new hash', async () => {
    const first = ((await save({})).json as { data: { hash: string } }).data.hash;
    const again = ((await save({ hash: first, data: 'full-name=Ann+Lee' })).json as { data: { hash: string } }).data.hash;
    expect(again).toBe(first);
    expect(((await site.action('eacf7_get_save_progress', { state: first })).json as { data: { response: string } }).data.response).toBe('full-name=Ann+Lee');
    const chosen = 'A'.repeat(32);
    const fresh = ((await save({ hash: chosen })).json as { data: { hash: string } }).data.hash;
    expect(fresh).not.toBe(chosen);
  });

  test.each([
    ['a form without save progress', { formId: '1' }, /not enabled/],
    ['another site', { souce_url: 'https://evil.example/steal' }, /pages of this site/],
    ['a protocol-relative path', { souce_url: '//evil.example/x' }, /pages of this site/],
    ['a hash of the wrong shape', { hash: '../../x' }, /hash: has an invalid format/],
  ])('refuses %s and stores nothing', async (_case, fields, message) => {
    const before = site.count('saved_progress');
    expect((await save(fields)).json).toEqual({ success: false, data: expect.stringMatching(message) });
    expect(site.count('saved_progress')).toBe(before);
  });

  test('a link never becomes protocol-relative, even from a doubled slash on this site', async () => {
    const saved = (await save({ souce_url: `${site.url}//evil.example/x` })).json as { data: { saved_url: string } };
    expect(saved.data.saved_url).toMatch(/^\/evil\.example\/x\?eacf7_state=/);
  });

  test('an unknown state is refused', async () => {
    expect((await site.action('eacf7_get_save_progress', { state: 'B'.repeat(32) })).json).toEqual({ success: false, data: 'No saved progress was found for this link, or it has expired.' });
    expect((await site.action('eacf7_get_save_progress', { state: "1' OR '1'='1" })).json).toMatchObject({ success: false });
  });
});

describe('eacf7_add_to_cart', () => {
  test('adds a shop product or a form custom product, priced by the server, and sets the cart cookie', async () => {
    const result = await site.action('eacf7_add_to_cart', { productId: '501', bookingDate: '2025-07-01', bookingTime: '10:00' });
    expect(result.json).toEqual({ success: true, data: { checkout_url: '/demo/shop.html#checkout' } });
    const cookie = /cmsmf_cart=([0-9a-f]{64})/.exec(result.headers.get('set-cookie') ?? '')?.[1];
    expect(result.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const custom = await site.action('eacf7_add_to_cart', { productName: 'Harbour kayak session', productPrice: '35', bookingDate: '2025-07-02' }, { cookie: `cmsmf_cart=${cookie}` });
    expect(custom.json).toMatchObject({ success: true });
    const cart = await (await site.fetch('/demo/shop.html', { headers: { Cookie: `cmsmf_cart=${cookie}` } })).text();
    expect(cart).toContain('Harbour boat tour');
    expect(cart).toContain('Harbour kayak session');
    expect(cart).toContain('$80.00');
  });

  test.each([
    ['an unknown product', { productId: '9999', bookingDate: '2025-07-01' }, /cannot be booked/],
    ['a custom product no form offers', { productName: 'Free yacht', productPrice: '0', bookingDate: '2025-07-01' }, /cannot be booked/],
    ['a price the server did not set', { productName: 'Harbour kayak session', productPrice: '0.01', bookingDate: '2025-07-01' }, /price does not match/],
    ['a booking date with markup', { productId: '501', bookingDate: '<script>' }, /bookingDate: has an invalid format/],
    ['no booking date', { productId: '501' }, /bookingDate: is required/],
  ])('refuses %s and stores nothing', async (_case, fields, message) => {
    const before = site.count('cart_items');
    expect((await site.action('eacf7_add_to_cart', fields)).json).toEqual({ success: false, data: expect.stringMatching(message) });
    expect(site.count('cart_items')).toBe(before);
  });
});
