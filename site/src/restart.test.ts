import { MIGRATIONS } from './db/migrations';
import { PDF_BYTES } from './test-support/file-fixtures';
import { file, startTestSite, type TestSite } from './test-support/test-site';

/**
 * Nothing is lost across a restart: a new server on the same DATA_DIR reads
 * back the saved progress, submissions, orders and uploads the first one
 * stored, and still accepts the nonces it printed.
 */
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

test('a restarted site reads back everything the first one stored', async () => {
  const nonce = await site.nonce('eacf7');
  const progress = (await site.action('eacf7_save_progress', { formId: '5', souce_url: '/demo/contact.html', data: 'full-name=Ann', hash: '' })).json as { data: { hash: string } };
  const upload = (await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.pdf', PDF_BYTES) })).json as { data: Record<string, unknown> & { url: string } };
  const submission = new FormData();
  submission.append('_wpcf7_unit_tag', 'wpcf7-f1-o1');
  for (const [name, value] of Object.entries({ 'your-name': 'Ann', 'your-email': 'ann@example.com', 'your-message': 'Please keep this message.', attachment: JSON.stringify([upload.data]) })) submission.append(name, value);
  expect(await (await site.fetch('/wp-json/contact-form-7/v1/contact-forms/1/feedback', { method: 'POST', body: submission })).json()).toMatchObject({ status: 'mail_sent' });
  const fields = JSON.stringify({ ticket: 'Standard', quantity: '1' });
  expect((await site.action('eacf7_save_payment', { orderId: 'RESTART-ORDER-1', formId: '2', total: '29.50', currency: 'USD', fields, orderToken: 'd4'.repeat(32) })).json).toMatchObject({ success: true });

  await site.restart();

  expect((await site.action('eacf7_get_save_progress', { state: progress.data.hash })).json).toEqual({ success: true, data: { form_id: 5, hash: progress.data.hash, response: 'full-name=Ann' } });
  const served = await site.fetch(upload.data.url);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  expect(site.query('SELECT form_id, status FROM submissions')).toEqual([{ form_id: 1, status: 'mail_sent' }]);
  expect(site.query('SELECT u.stored_name FROM submission_uploads su JOIN uploads u ON u.id = su.upload_id')).toEqual([{ stored_name: upload.data.file }]);
  // The order is still there and still open: it can be cancelled exactly once.
  expect((await site.action('eacf7_update_payment', { orderId: 'RESTART-ORDER-1', orderToken: 'd4'.repeat(32), status: 'CANCELLED' }, { nonce })).json).toEqual({ success: true, data: { message: 'Order cancelled.' } });
  expect(site.query('SELECT status, total_cents FROM orders')).toEqual([{ status: 'cancelled', total_cents: 2950 }]);
  // Migrations ran once: the restart applied nothing new.
  expect(site.query<{ version: number }>('SELECT version FROM schema_migrations').map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
});
