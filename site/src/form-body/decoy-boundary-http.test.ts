import { rawPost } from '../test-support/raw-post';
import { startTestSite, type TestSite } from '../test-support/test-site';

/**
 * The part limit once counted with the first `boundary=` of the
 * header, quoted decoy included, while the parser used the real parameter;
 * 10,000 parts passed after 2.6 s. Every form route must refuse them at once.
 */
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const DECOY = 'multipart/form-data; x="boundary=decoy"; boundary=real';

/** 10,000 small file parts as bytes (FormData would cost the test's own thread seconds), with the fields a CF7 post needs first. */
function floodBody(boundary: string, fields: Record<string, string>): Uint8Array {
  const field = ([name, value]: [string, string]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const part = (i: number) => `--${boundary}\r\nContent-Disposition: form-data; name="_eacf7_upload_attachment[]"; filename="${i}.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n`;
  return new TextEncoder().encode(`${Object.entries(fields).map(field).join('')}${Array.from({ length: 10_000 }, (_, i) => part(i)).join('')}--${boundary}--\r\n`);
}

const cf7Fields = { _wpcf7: '1', _wpcf7_unit_tag: 'wpcf7-f1-o1', action: 'eacf7_upload_file' };

test.each([
  ['the ajax endpoint', '/wp-admin/admin-ajax.php'],
  ['CF7 feedback', '/wp-json/contact-form-7/v1/contact-forms/1/feedback'],
  ['a script-less post to a page', '/demo/contact.html'],
])('%s refuses 10,000 parts behind a decoy boundary, and stores none', async (_route, path) => {
  // Counted as they stream in (part-counter.test.ts), so the refusal needs no clock: the decoy's count let them all through.
  const response = await rawPost(site.url, path, { body: floodBody('real', cf7Fields), headers: { 'Content-Type': DECOY } });
  expect(response.status).toBe(413);
  expect(site.storedFiles()).toEqual([]);
});

test('a header whose boundary is ambiguous (given twice) is refused, not guessed', async () => {
  const body = floodBody('real', cf7Fields);
  const response = await rawPost(site.url, '/wp-json/contact-form-7/v1/contact-forms/1/feedback', { body, headers: { 'Content-Type': 'multipart/form-data; boundary=decoy; boundary=real' } });
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
});
