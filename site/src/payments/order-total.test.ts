import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSite, type TestSite } from '../test-support/test-site';

// The page once rounded a catalogue price of 1.005 to 101 cents and the server to 100, so the order was refused.
const SITE_CMS = path.resolve(__dirname, '../../cms');
let cmsDir: string;
let site: TestSite;

beforeAll(async () => {
  cmsDir = mkdtempSync(path.join(tmpdir(), 'cms-total-'));
  cpSync(SITE_CMS, cmsDir, { recursive: true });
  const formFile = path.join(cmsDir, 'forms/2.json');
  const form = JSON.parse(readFileSync(formFile, 'utf8'));
  form.payment = { currency: 'USD', items: [{ field: 'ticket', prices: { Standard: 1.005, VIP: 60 } }], quantity_field: 'quantity', shipping: 0, coupon_field: 'coupon' };
  writeFileSync(formFile, JSON.stringify(form));
  site = await startTestSite({ cmsDir });
});
afterAll(async () => {
  await site.close();
  rmSync(cmsDir, { recursive: true, force: true });
});

const fields = { 'buyer-name': 'Ann', 'buyer-email': 'ann@example.com', ticket: 'Standard', quantity: '1', coupon: '' };
const save = (orderId: string, total: string, values: Record<string, string> = fields) =>
  site.action('eacf7_save_payment', { orderId, formId: '2', total, currency: 'USD', fields: JSON.stringify(values), orderToken: 'a5'.repeat(32) });

test('a price of 1.005 is charged as the page shows it, 1.01 (1.005 as its decimal reads)', async () => {
  expect((await save('ORDER-1005-A', '1.01')).json).toEqual({ success: true, data: { message: 'Order saved.' } });
  expect(site.query('SELECT total_cents FROM orders WHERE provider_order_id = ?', 'ORDER-1005-A')).toEqual([{ total_cents: 101 }]);
  expect((await save('ORDER-1005-B', '1.00')).json).toEqual({ success: false, data: 'The total does not match the prices of this form.' });
});
