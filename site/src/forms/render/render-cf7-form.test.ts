import type { FormDefinition } from '../../cms/form-definition';
import { renderDiviContactForm } from '../../theme/render-divi-contact-form';
import { renderCf7Form } from './render-cf7-form';

const hostile = '"><img src=x onerror=alert(1)>';

const cf7: FormDefinition = {
  id: 9,
  title: `Title ${hostile}`,
  plugin: 'cf7',
  settings: {},
  fields: [
    { name: 'pick', type: 'select', label: `Label ${hostile}`, options: [`A ${hostile}`, 'B'] },
    { name: 'files', type: 'file_upload', label: 'Files', uploader: { max_size: 2 * 1024 * 1024, max_files: 2, extensions: ['pdf'] } },
    { name: 'quiz', type: 'math_captcha' },
  ],
};

test('CF7 markup escapes every catalogue text', () => {
  const html = renderCf7Form(cf7, { action: '/page.html', maxPostSize: 8 * 1024 * 1024 });
  expect(html).not.toContain('<img');
  expect(html).toContain('aria-label="Title &quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  expect(html).toContain('<option value="A &quot;&gt;&lt;img src=x onerror=alert(1)&gt;">');
});

test('CF7 markup follows the plugin: wrapper, unit tag, hidden fields, uploader attributes', () => {
  const html = renderCf7Form(cf7, { action: '/page.html', maxPostSize: 8 * 1024 * 1024 });
  expect(html).toMatch(/^<div class="wpcf7 no-js" id="wpcf7-f9-o1" lang="en-US" dir="ltr" data-wpcf7-id="9">/);
  expect(html).toContain('<form action="/page.html#wpcf7-f9-o1" method="post" class="wpcf7-form init"');
  expect(html).toContain('<input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f9-o1">');
  expect(html).toContain('data-max_files="2" data-max_size="2 MB" data-max_post_size="8 MB" data-extensions="pdf" data-media_library="0" data-form_id="9" data-field_id="files"');
  expect(html).toContain('<span class="cf7-math-captcha" data-name="quiz">');
  expect(html).toContain('<div class="wpcf7-response-output" aria-hidden="true"></div>');
});

test('the honeypot is a trap for bots only: off-screen, hidden from assistive technology, out of the Tab order, never autofilled', () => {
  const html = renderCf7Form({ ...cf7, fields: [{ name: 'website', type: 'honeypot' }] }, { maxPostSize: 8 * 1024 * 1024 });
  const wrapper = /<span class="eacf7-honeypot wpcf7-form-control-wrap"[^>]*>/.exec(html)?.[0] ?? '';
  expect(wrapper).toContain('aria-hidden="true"');
  expect(wrapper).toMatch(/style="[^"]*position:absolute!important;left:-9999px!important;/);
  expect(html).toMatch(/<input class="wpcf7-form-control wpcf7-honeypot" type="text" name="website" value="" tabindex="-1" autocomplete="off">/);
  expect(html).not.toContain('<p><span class="eacf7-honeypot');
});

test('a cloud-drive field gets the uploader with the server limit and its folder', () => {
  const drive: FormDefinition = { ...cf7, fields: [{ name: 'drive', type: 'google_drive_upload', label: 'Drive', uploader: { max_size: 20 * 1024 * 1024, max_files: 3, extensions: null, folder_id: 'f1' } }] };
  const html = renderCf7Form(drive, { maxPostSize: 8 * 1024 * 1024 });
  const folder = Buffer.from(JSON.stringify({ id: 'f1', accountId: '' })).toString('base64');
  expect(html).toContain(`<span class="eacf7-uploader google-drive-upload" role="group" aria-labelledby="wpcf7-f9-o1-drive-label" data-upload_folder="${folder}">`);
  expect(html).toContain('<span class="max-size-label">Max 8 MB each.</span>');
  expect(html).toContain('class="wpcf7-form-control wpcf7-google_drive_upload upload-file-list eacf7-hidden"');
  expect(html).toContain('data-max_size="8 MB" data-max_post_size="8 MB"');
});

test('the page-builder form escapes posted values and error texts it prints back', () => {
  const divi: FormDefinition = { id: 3, title: 'T', plugin: 'divi', settings: {}, fields: [{ name: 'name', type: 'input', label: 'Name' }, { name: 'msg', type: 'text', label: 'Message' }] };
  const html = renderDiviContactForm(divi, '/p.html', 'n0nce', { values: { name: hostile, msg: '</textarea><script>x</script>' }, errors: [hostile], invalidFields: new Set(['name']) });
  expect(html).not.toMatch(/<img|<script/);
  expect(html).toContain('class="input et_contact_error"');
  expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;</textarea>');
});
