import { JPEG_BYTES, makePng, PDF_BYTES, PHP_BYTES, pngDataUrl, SAFE_SVG, SCRIPT_SVG } from '../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  // A post limit between form 1's field limit (1 MiB) and twice it, so both limits can be hit.
  site = await startTestSite({ maxPostSize: 1536 * 1024 });
});
afterAll(() => site.close());

const upload = (name: string, content: Uint8Array | string, extra: Record<string, string> = {}) =>
  site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file(name, content), ...extra });

/** Runs a request that must be refused and checks that no row and no file appeared. */
async function expectNothingStored(request: () => Promise<{ status: number; json: unknown }>, status: number, message: string | RegExp) {
  const rows = site.count('uploads');
  const files = site.storedFiles();
  const result = await request();
  expect(result.status).toBe(status);
  expect(result.json).toMatchObject({ success: false, data: expect.stringMatching(message) });
  expect(site.count('uploads')).toBe(rows);
  expect(site.storedFiles()).toEqual(files);
}

describe('eacf7_upload_file', () => {
  test('stores an allowed file under a server-generated name and answers its record', async () => {
    const result = await upload('Quarterly report.pdf', PDF_BYTES);
    expect(result.json).toEqual({
      success: true,
      data: { name: 'Quarterly-report.pdf', file: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), file_user_name: 'Quarterly report.pdf', url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/), size: PDF_BYTES.length, type: 'application/pdf' },
    });
    const { url } = (result.json as { data: { url: string } }).data;
    const served = await site.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="Quarterly-report.pdf"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  test('serves images inline with their own type, and SVG only as a download', async () => {
    const png = await upload('map.png', makePng());
    const pngServed = await site.fetch((png.json as { data: { url: string } }).data.url);
    expect(pngServed.headers.get('content-type')).toBe('image/png');
    expect(pngServed.headers.get('content-disposition')).toBeNull();
    const svg = await upload('logo.svg', SAFE_SVG);
    const svgServed = await site.fetch((svg.json as { data: { url: string } }).data.url);
    expect(svgServed.headers.get('content-type')).toBe('application/octet-stream');
    expect(svgServed.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  test.each([
    ['a double extension', 'shell.php.jpg', JPEG_BYTES, /This file type is not allowed/],
    ['a .php5 file', 'shell.php5', PHP_BYTES, /This file type is not allowed/],
    ['a .phtml file', 'shell.phtml', PHP_BYTES, /This file type is not allowed/],
    ['a .phar file', 'shell.phar', PHP_BYTES, /This file type is not allowed/],
    ['.htaccess', '.htaccess', 'SetHandler application/x-httpd-php', /not allowed/],
    ['..htaccess', '..htaccess', 'SetHandler application/x-httpd-php', /not allowed/],
    ['an extension the field does not allow (the client cannot widen it)', 'notes.docx', 'x', /This file type is not allowed/],
    ['a NUL in the name', 'photo.php\u0000.jpg', JPEG_BYTES, /not allowed/],
    ['a control character in the name', 'photo\u0001.jpg', JPEG_BYTES, /not allowed/],
    ['a no-break space in the name', 'photo\u00a0.jpg', JPEG_BYTES, /not allowed/],
    ['a bidi override in the name', 'invoice\u202Egpj.php', PHP_BYTES, /not allowed/],
    ['a trailing dot', 'report.pdf.', PDF_BYTES, /not allowed/],
    ['a trailing hyphen', 'report.pdf-', PDF_BYTES, /not allowed/],
    ['a trailing percent', 'shell.php%', PHP_BYTES, /not allowed/],
    ['an encoded NUL', 'shell.php%00.jpg', JPEG_BYTES, /not allowed/],
    ['a path in the name', '../../site-secret.key.txt', 'x', /not allowed/],
    ['an SVG with a script', 'logo.svg', SCRIPT_SVG, /This file type is not allowed/],
    ['a PHP script named .jpg', 'photo.jpg', PHP_BYTES, /does not match its type/],
    ['a PNG named .pdf', 'scan.pdf', makePng(), /does not match its type/],
    ['an executable named .txt', 'readme.txt', Buffer.from('MZ\x90\x00\x03\x00'), /does not match its type/],
    ['an empty file', 'empty.txt', '', /does not match its type/],
  ])('refuses %s and stores nothing', async (_case, name, content, message) => {
    await expectNothingStored(() => upload(name, content), 200, message);
  });

  test('refuses a file over the field limit (smaller than the post limit) with 413', async () => {
    await expectNothingStored(() => upload('big.txt', 'a'.repeat(1024 * 1024 + 1)), 413, /^File size exceeds the maximum upload size\. \(1 MB\)$/);
  });

  test('refuses a body over the post limit with 413', async () => {
    await expectNothingStored(() => upload('huge.txt', 'a'.repeat(1600 * 1024)), 413, /larger than this site accepts/);
  });

  test.each([
    ['an unknown form', { form_id: '999' }, /form_id: names no contact form/],
    ['a field that is not an upload field', { field_id: 'your-name' }, /field_id: names no file_upload or image_upload field/],
    ['a malformed field name', { field_id: '../x' }, /field_id: has an invalid format/],
    ['a media_library flag that is not 0 or 1', { media_library: '7' }, /media_library/],
  ])('refuses %s', async (_case, extra, message) => {
    await expectNothingStored(() => upload('ok.txt', 'hello', extra), 200, message);
  });

  test('refuses a request without a file part', async () => {
    await expectNothingStored(() => site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: 'not a file' }), 200, /file: must be one file/);
  });
});

describe('the uploads route', () => {
  test.each(['/uploads/..%2fsite-secret.key', '/uploads/%2e%2e%2fsite.sqlite', '/uploads/site.sqlite', '/uploads/0123456789abcdef0123456789abcdef.pdf', '/uploads/'])('%s is not found', async (url) => {
    expect((await site.fetch(url)).status).toBe(404);
  });
});

describe('eacf7_get_digital_signature_url', () => {
  test('stores a PNG signature and answers its URL', async () => {
    const result = await site.action('eacf7_get_digital_signature_url', { id: '5', image: pngDataUrl() });
    const url = (result.json as { data: string }).data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await site.fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(site.query<{ kind: string; field_id: string }>('SELECT kind, field_id FROM uploads WHERE stored_name = ?', url.slice('/uploads/'.length))).toEqual([{ kind: 'signature', field_id: 'signature' }]);
  });

  test.each([
    ['an SVG data URL', `data:image/svg+xml;base64,${SCRIPT_SVG.toString('base64')}`, /PNG data URL/],
    ['a JPEG claiming to be a PNG', `data:image/png;base64,${JPEG_BYTES.toString('base64')}`, /not a PNG/],
    ['a truncated PNG', `data:image/png;base64,${makePng().subarray(0, 45).toString('base64')}`, /truncated|not a PNG/],
    ['HTML', `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`, /not a PNG|malformed/],
  ])('refuses %s and stores nothing', async (_case, image, message) => {
    await expectNothingStored(() => site.action('eacf7_get_digital_signature_url', { id: '5', image }), 200, message);
  });

  test('refuses a form without a signature field', async () => {
    await expectNothingStored(() => site.action('eacf7_get_digital_signature_url', { id: '1', image: pngDataUrl() }), 200, /has no signature field/);
  });
});
