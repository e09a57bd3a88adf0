import { PDF_BYTES } from '../../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../../test-support/test-site';
import { QUOTA_MESSAGES } from '../../uploads/upload-quota';

/**
 * Files posted without scripts (`_eacf7_upload_<field>[]`)
 * took no upload limit and were attached at once, so they never counted: one
 * address stored 216 MiB in 10 s where the uploader stops at 50 MiB. Both
 * paths now take the same limit and the same quota.
 */
const hidden = { _wpcf7: '1', _wpcf7_unit_tag: 'wpcf7-f1-o1', _wpcf7_container_post: '0' };
let sent = 0;

/** A valid send of the contact form with `count` distinct PDFs, as a browser without scripts posts it. */
async function postFiles(site: TestSite, count: number) {
  const n = ++sent;
  const form = new FormData();
  const values = { 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': `Brochure request number ${n}.`, 'your-topic': 'Group bookings', website: '', attachment: '' };
  for (const [name, value] of Object.entries({ ...hidden, ...values })) form.append(name, value);
  for (let i = 0; i < count; i++) form.append('_eacf7_upload_attachment[]', file(`plan-${n}-${i}.pdf`, Buffer.concat([PDF_BYTES, Buffer.from(`%${n}-${i}\n`)])));
  const response = await site.fetch('/demo/contact.html', { method: 'POST', body: form });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
}

const storedBytes = (site: TestSite) => site.query<{ n: number }>('SELECT COALESCE(SUM(size), 0) AS n FROM uploads')[0]!.n;

describe('the upload quota', () => {
  const quota = 6 * (PDF_BYTES.length + 8);
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ uploadQuota: { perVisitorBytes: quota } });
  });
  afterAll(() => site.close());

  test('a flood of sends with files stops at the visitor’s quota, which the uploader then keeps too', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await postFiles(site, 3));
    expect(storedBytes(site)).toBeLessThanOrEqual(quota);
    expect(site.storedFiles().length).toBeLessThanOrEqual(6);
    expect(answers.filter((answer) => answer.html.includes(QUOTA_MESSAGES.visitor)).length).toBeGreaterThanOrEqual(8);
    const upload = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('one-more.pdf', PDF_BYTES) });
    expect(upload.status).toBe(413);
  });
});

describe('the upload limit', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ rateLimits: { upload: { limit: 4, windowMs: 60_000 } } });
  });
  afterAll(() => site.close());

  test('each file posted counts against the uploader’s limit; past it the post is refused with 429 and nothing is stored', async () => {
    expect((await postFiles(site, 3)).html).toContain('data-status="sent"');
    const refused = await postFiles(site, 3);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(site.storedFiles()).toHaveLength(3);
    const upload = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('one-more.pdf', PDF_BYTES) });
    expect(upload.status).toBe(429);
  });
});
