import { rawPost } from '../../test-support/raw-post';
import { startTestSite, type TestSite } from '../../test-support/test-site';

/**
 * A script-less post once answered "sent" from a 10-minute cache
 * keyed on the posted values only, so two visitors' identical messages were
 * one submission. A reload's resend is still answered from it.
 */
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const values = {
  _wpcf7: '1', _wpcf7_version: '6.2', _wpcf7_locale: 'en_US', _wpcf7_unit_tag: 'wpcf7-f1-o1', _wpcf7_container_post: '0', _wpcf7_posted_data_hash: '',
  'your-name': 'Sam', 'your-email': 'info@example.com', 'your-message': 'Are you open on Sunday?', 'your-topic': 'Group bookings', website: '', attachment: '',
};

/** The contact page's form posted without scripts from `address`, as a browser sends it. */
async function postFrom(address: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const request = new Request('http://site.test/', { method: 'POST', body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  const response = await rawPost(site.url, '/demo/contact.html', { body, headers: { 'Content-Type': request.headers.get('content-type')! }, localAddress: address });
  return /data-status="([a-z_]+)"/.exec(response.text)?.[1];
}

test('identical messages from two visitors are two submissions; a visitor’s own resend is not', async () => {
  const before = site.count('submissions');
  const mailBefore = site.count('mail_outbox');
  expect(await postFrom('127.0.0.1')).toBe('sent');
  expect(await postFrom('127.0.0.2')).toBe('sent');
  expect(site.count('submissions')).toBe(before + 2);
  expect(site.count('mail_outbox')).toBe(mailBefore + 2);
  expect(await postFrom('127.0.0.2')).toBe('sent');
  expect(site.count('submissions')).toBe(before + 2);
});
