import type { Cms } from '../cms/load-cms';
import { startTestSite } from '../test-support/test-site';
import { formStylerStyles } from './form-styler-styles';

const styled = (id: number, style: Record<string, unknown>) => ({ id, plugin: 'cf7', style });
const cms = (...forms: ReturnType<typeof styled>[]) => ({ forms: new Map(forms.map((form) => [form.id, form])) }) as unknown as Cms;
const page = (...ids: number[]) => ids.map((id) => `<div class="wpcf7" data-wpcf7-id="${id}"></div>`).join('');

describe('formStylerStyles: the styler sheets a page prints in its head', () => {
  const custom = { stylePreset: 'custom', submitBgColor: '#0d9488' };

  test('the presets once, then each styled form’s own scoped sheet, under the ids the browser module adopts', () => {
    const html = formStylerStyles(page(7, 8), cms(styled(7, custom), styled(8, custom)), true);
    expect(html.match(/<style data-cmsmf-style-form-styler-presets>/g)).toHaveLength(1);
    expect(html).toContain('<style data-cmsmf-style-form-styler-7>\n.eacf7-form-styler[data-form_id="7"] .wpcf7-submit');
    expect(html).toContain('<style data-cmsmf-style-form-styler-8>');
  });

  test('nothing for a site without the pro licence, a form without a style or a form the page does not hold', () => {
    expect(formStylerStyles(page(7), cms(styled(7, custom)), false)).toBe('');
    expect(formStylerStyles(page(9), cms(styled(7, custom)), true)).toBe('');
    expect(formStylerStyles(page(7), cms({ id: 7, plugin: 'cf7' } as never), true)).toBe('');
  });

  test('a preset without overrides prints the presets alone', () => {
    expect(formStylerStyles(page(7), cms(styled(7, { stylePreset: 'modern' })), true)).not.toContain('form-styler-7');
  });

  test('no sheet can end its element, whatever a value check lets through', () => {
    const html = formStylerStyles(page(7), cms(styled(7, { stylePreset: 'custom', labelTypography: { fontFamily: 'a</style><script>' }, submitCustomCss: 'content: "</style>"' })), true);
    expect(html.match(/<\/style>/g)).toHaveLength(html.match(/<style /g)!.length);
    expect(html).not.toContain('<script');
  });
});

test('/demo/forms-style.html prints the club form’s sheets in its head, before the form is painted', async () => {
  const site = await startTestSite();
  try {
    const html = await (await site.fetch('/demo/forms-style.html')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-cmsmf-style-form-styler-presets>');
    expect(head).toMatch(/<style data-cmsmf-style-form-styler-149>\n\.eacf7-form-styler\[data-form_id="149"\]/);
    expect(head).not.toMatch(/@import|display: none/);
  } finally {
    await site.close();
  }
});
