import { startTestSite, type TestSite } from '../test-support/test-site';

// `eacf7_save_payment` must not tell a valid, an expired and an unknown code apart, nor allow unlimited guesses.
const fields = { 'buyer-name': 'Ann', 'buyer-email': 'ann@example.com', ticket: 'VIP', extras: ['Lunch'], quantity: '2', coupon: '' };
/** (60 + 12.50) × 2 + 4.50, before any coupon. */
const FULL_TOTAL = '149.50';
let seq = 0;
const save = (site: TestSite, coupon: string, total = FULL_TOTAL) =>
  site.action('eacf7_save_payment', { orderId: `GUESS-${++seq}`, formId: '2', total, currency: 'USD', fields: JSON.stringify({ ...fields, coupon }), orderToken: 'c3'.repeat(32) });

describe('one answer for every refused code', () => {
  let site: TestSite;
  beforeAll(async () => {
    // The site's clock stands still: the 1 s wait after the fifth failure must not run out while a busy machine is slow.
    const stopped = new Date();
    site = await startTestSite({}, { now: () => stopped });
  });
  afterAll(() => site.close());

  test('a valid code with the full total, an expired, a used-up, an unknown and a short code are refused alike', async () => {
    await save(site, 'ONETIME50', '74.75'); // the last use of ONETIME50, held by this order
    const answers = [];
    for (const code of ['WELCOME10', 'SPRING2020', 'ONETIME50', 'NOSUCHCODE', 'ABC']) answers.push((await save(site, code)).json);
    expect(answers).toEqual(Array(5).fill({ success: false, data: 'This coupon cannot be used on this order.' }));
  });

  test('refused codes count as failed coupon checks: the visitor then waits before any code is looked at, here or in coupon_check', async () => {
    // Five failures above; the sixth attempt, even with a valid code and its right total, waits.
    const waited = await save(site, 'WELCOME10', '134.55');
    expect(waited.json).toEqual({ success: false, data: expect.stringMatching(/^Too many coupon attempts\. Please wait \d+ seconds? and try again\.$/) });
    expect((await site.action('coupon_check', { formId: '2', coupon: 'WELCOME10', total: '50' })).json).toMatchObject({ success: false });
    expect(site.count('orders')).toBe(1);
  });
});

test('every save that carries a code counts against the coupon limits (429 past them); saves without one do not', async () => {
  const site = await startTestSite({ rateLimits: { coupon: { limit: 3, windowMs: 60_000 } } });
  try {
    for (let i = 0; i < 4; i++) expect((await save(site, '')).json).toMatchObject({ success: true });
    for (let i = 0; i < 3; i++) expect((await save(site, 'WELCOME10', '134.55')).json).toMatchObject({ success: true });
    const refused = await save(site, 'WELCOME10', '134.55');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await site.action('coupon_check', { formId: '2', coupon: 'WELCOME10', total: '50' })).status).toBe(429);
    expect(site.count('orders')).toBe(7);
  } finally {
    await site.close();
  }
});
