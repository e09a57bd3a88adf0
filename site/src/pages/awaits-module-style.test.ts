import { AWAITS_MODULE_ATTRIBUTE, AWAITS_MODULE_CSS } from '@cms-mf/shared-contracts/registry/awaits-module';
import { startTestSite } from '../test-support/test-site';
import { awaitsModuleStyle } from './awaits-module-style';

test('the head carries the waiting parts’ rule only when the page holds one; none of them takes room without the pro licence', () => {
  expect(awaitsModuleStyle('<p>no form</p>', true)).toBe('');
  expect(awaitsModuleStyle(`<button ${AWAITS_MODULE_ATTRIBUTE}>`, true)).toBe(`<style data-cmsmf-style-awaits-module>\n${AWAITS_MODULE_CSS}\n</style>`);
  expect(awaitsModuleStyle(`<button ${AWAITS_MODULE_ATTRIBUTE}>`, false)).toContain(`[${AWAITS_MODULE_ATTRIBUTE}]{display:none!important}`);
});

test('/demo/contact.html: the preview button, the save area and the signature pad wait for their modules, their room kept', async () => {
  const site = await startTestSite();
  try {
    const html = await (await site.fetch('/demo/contact.html')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-cmsmf-style-awaits-module>');
    for (const part of ['button type="button" class="eacf7-preview-submission-btn"', 'div class="eacf7-save-progress-wrap"', 'span class="signature-pad"', 'span class="signature-controls"']) {
      expect(html).toContain(`<${part} ${AWAITS_MODULE_ATTRIBUTE}>`);
    }
  } finally {
    await site.close();
  }
});
