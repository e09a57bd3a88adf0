import { withResponseInMarkup } from './response-in-markup';

const page = (tag: string) =>
  `<div class="wpcf7 no-js" id="${tag}"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>` +
  `<form action="#${tag}" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init"><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>`;

test('the answer goes into the form of that unit tag, and no other', () => {
  const html = page('wpcf7-f103-o2') + page('wpcf7-f103-o1');
  const out = withResponseInMarkup(html, 'wpcf7-f103-o1', { status: 'mail_sent', invalid: new Map(), values: {}, postedDataHash: '' });
  expect(out.startsWith(page('wpcf7-f103-o2'))).toBe(true);
  const answered = out.slice(page('wpcf7-f103-o2').length);
  expect(answered).toContain('class="wpcf7-form sent"');
  expect(answered).toContain('data-status="sent"');
  expect(answered).toContain('<div class="wpcf7-response-output" aria-hidden="true">Thank you for your message. It has been sent.</div>');
  expect(answered).toContain('aria-atomic="true">Thank you for your message. It has been sent.</p>');
});

test('a page without that form is left as it is', () => {
  const html = page('wpcf7-f103-o1');
  expect(withResponseInMarkup(html, 'wpcf7-f9-o1', { status: 'validation_failed', invalid: new Map(), values: {}, postedDataHash: '' })).toBe(html);
});
