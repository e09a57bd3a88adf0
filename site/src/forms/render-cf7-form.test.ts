import type { FormDefinition } from '../cms/form-definition';
import { renderDiviContactForm } from '../theme/render-divi-contact-form';
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

test('the page-builder form escapes posted values and error texts it prints back', () => {
  const divi: FormDefinition = { id: 3, title: 'T', plugin: 'divi', settings: {}, fields: [{ name: 'name', type: 'input', label: 'Name' }, { name: 'msg', type: 'text', label: 'Message' }] };
  const html = renderDiviContactForm(divi, '/p.html', 'n0nce', { values: { name: hostile, msg: '</textarea><script>x</script>' }, errors: [hostile], invalidFields: new Set(['name']) });
  expect(html).not.toMatch(/<img|<script/);
  expect(html).toContain('class="input et_contact_error"');
  expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;</textarea>');
});
