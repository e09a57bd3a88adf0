import path from 'node:path';
import { Script } from 'node:vm';
import Database from 'better-sqlite3';
import { startStandins, type RunningStandins } from '../testing/start-standins';

let standins: RunningStandins;
beforeAll(async () => {
  standins = await startStandins();
});
afterAll(() => standins.close());

const post = (route: string, body?: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${standins.base}/payments/orders${route}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body ?? {}) });
const orderCount = () => {
  const db = new Database(path.join(standins.dataDir, 'standins', 'standins.db'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM payment_orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const unit = (value: string, currency_code = 'USD') => ({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code, value } }] });

test('an order is created, approved by the buyer, captured once; a replayed capture is refused', async () => {
  const created = await post('', unit('12.50'));
  expect(created.status).toBe(201);
  const order = await created.json();
  expect(order).toMatchObject({ status: 'CREATED', purchase_units: [{ reference_id: 'default', amount: { currency_code: 'USD', value: '12.50' } }] });
  expect(order.id).toMatch(/^[A-Z0-9]{17}$/);

  expect((await post(`/${order.id}/capture`)).status).toBe(422);
  const approved = await post(`/${order.id}/approve`);
  expect(await approved.json()).toMatchObject({ status: 'APPROVED', payer: { payer_id: expect.stringMatching(/^[A-Z0-9]{13}$/) } });
  expect((await (await post(`/${order.id}/approve`)).json()).details[0].issue).toBe('ORDER_ALREADY_APPROVED');

  const captured = await post(`/${order.id}/capture`);
  expect(captured.status).toBe(201);
  const capture = await captured.json();
  expect(capture).toMatchObject({
    status: 'COMPLETED',
    payer: { name: { given_name: 'Test', surname: 'Buyer' }, email_address: 'buyer@example.com' },
    purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', amount: { value: '12.50' } }] } }],
  });
  const transactionId = capture.purchase_units[0].payments.captures[0].id;
  expect(transactionId).toMatch(/^[A-Z0-9]{17}$/);

  const replay = await post(`/${order.id}/capture`);
  expect(replay.status).toBe(422);
  expect(await replay.json()).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  // The site can read the order back to check amount and transaction id.
  const read = await (await fetch(`${standins.base}/payments/orders/${order.id}`)).json();
  expect(read.purchase_units[0].payments.captures[0].id).toBe(transactionId);
});

test('of two concurrent captures exactly one succeeds', async () => {
  const { id } = await (await post('', unit('5.00'))).json();
  await post(`/${id}/approve`);
  const statuses = (await Promise.all([post(`/${id}/capture`), post(`/${id}/capture`)])).map((response) => response.status).sort();
  expect(statuses).toEqual([201, 422]);
});

test('unknown orders get 404', async () => {
  expect((await post('/AAAAAAAAAAAAAAAAA/approve')).status).toBe(404);
  expect((await post('/AAAAAAAAAAAAAAAAA/capture')).status).toBe(404);
  expect((await post('/not-an-id/capture')).status).toBe(404);
  expect((await fetch(`${standins.base}/payments/orders/AAAAAAAAAAAAAAAAA`)).status).toBe(404);
});

test('bad orders get 400 and store nothing', async () => {
  const before = orderCount();
  const answers = await Promise.all([
    post('', {}),
    post('', unit('0.00')),
    post('', unit('-3')),
    post('', unit('1.234')),
    post('', unit('1e3')),
    post('', unit('10', 'usd')),
    post('', { ...unit('10'), intent: 'AUTHORIZE' }),
    post('', { purchase_units: [{ amount: { currency_code: 'USD', value: '1' } }, { amount: { currency_code: 'USD', value: '1' } }] }),
    post('', { purchase_units: [{ amount: { currency_code: 'USD', value: '1' }, description: 'x'.repeat(128) }] }),
    post('', '{"purchase_units":'),
  ]);
  expect(answers.map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
  expect((await answers[5]!.json()).details[0].issue).toBe('INVALID_CURRENCY_CODE');
  expect((await post('', 'purchase_units=1', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  expect(orderCount()).toBe(before);
});

test('the SDK script is served as JavaScript that compiles, for a valid SDK URL only', async () => {
  const response = await fetch(`${standins.base}/payments/sdk.js?client-id=test&currency=EUR`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const source = await response.text();
  expect(() => new Script(source)).not.toThrow();
  expect(source).toContain('"currency":"EUR"');

  for (const query of ['', 'client-id=', 'client-id=a%3Cb', 'client-id=test&currency=eur', 'client-id=test&standin-next=explode']) {
    const refused = await fetch(`${standins.base}/payments/sdk.js?${query}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/^throw new Error\("SDK Validation error/);
  }
});

test('the order endpoints answer the SDK from any origin', async () => {
  const preflight = await fetch(`${standins.base}/payments/orders`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://shop.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
});
