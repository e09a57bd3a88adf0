import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSite, type TestSite } from '../test-support/test-site';
import { withSkipLink } from './skip-link';

const PAGES = path.resolve(__dirname, '../../pages');
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const get = async (url: string, init?: RequestInit) => {
  const response = await site.fetch(url, init);
  return { status: response.status, headers: response.headers, html: await response.text() };
};

describe('serving pages', () => {
  test('a page without placeholders is served as written', async () => {
    for (const page of ['index.html', 'demo/forms/index.html']) {
      const { status, html, headers } = await get(`/${page}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      // As written, except the nonce every script gets per response (the strict CSP, site/src/headers) and the skip link.
      expect(html.replace(/ nonce="[^"]+"/g, '')).toBe(withSkipLink(readFileSync(path.join(PAGES, page), 'utf8')));
    }
    expect((await get('/')).html).toContain('<h1>Demo pages</h1>');
  });

  test('the skeleton routes keep working', async () => {
    expect((await site.fetch('/favicon.ico')).status).toBe(204);
    const css = await site.fetch('/media/demo.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  test('a missing page answers 404 with the site 404 page as body', async () => {
    const { status, html } = await get('/no/such/page.html');
    expect(status).toBe(404);
    expect(html).toContain('<h1>Page not found</h1>');
  });

  test.each(['/demo/..%2f..%2fcms%2fforms%2f1.json', '/%2e%2e/package.json', '/..%5c..%5cpackage.json', '/demo/%2e%2e/%2e%2e/src/main.ts', '/uploads/..%2f..%2fpackage.json'])(
    'no path traversal: %s',
    async (url) => {
      const response = await site.fetch(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('"name"');
    },
  );
});

describe('<!-- cms:globals -->', () => {
  const globalsOf = (html: string) => /<script nonce="[^"]+">\n([\s\S]*?)\n<\/script>/.exec(html)?.[1] ?? '';

  test('prints wpcf7, eacf7 with a valid nonce, et_pb_custom, and the per-form globals of the forms on the page', async () => {
    const script = globalsOf((await get('/demo/contact.html')).html);
    expect(script).toContain('var wpcf7 = {"api":{"root":"/wp-json/","namespace":"contact-form-7/v1"}};');
    const nonce = /var eacf7 = \{[^\n]*"nonce":"([0-9a-f]{20})"/.exec(script)?.[1];
    expect((await site.action('coupon_check', { formId: '2', coupon: 'WELCOME10', total: '5' }, { nonce })).json).toMatchObject({ success: true });
    expect(script).toMatch(/var et_pb_custom = \{"ajaxurl":"\/wp-admin\/admin-ajax.php",[^\n]*"fill_message":"Please, fill in the following fields:"/);
    expect(script).toContain('var eacf7UserRegistrationData_4 = {"userRegistration":true');
    expect(script).toContain('var eacf7SaveProgressData_5 = {"saveProgress":true};');
    expect(script).not.toContain('Data_2 =');
    expect(script).toContain(`var cmsmf_services = {"paymentSdkUrl":"${site.url}/standins/payments/sdk.js","geocodeUrl":"${site.url}/standins/geocode"`);
  });

  test('ties A/B tests to the page id', async () => {
    const script = globalsOf((await get('/demo/theme.html')).html);
    expect(script).toMatch(/"ab_tests":\[\{"post_id":42,"test_id":42\}\],"is_ab_testing_active":true,"page_id":42/);
  });

  describe('on a site owner page', () => {
    let owner: TestSite;
    let root: string;
    beforeAll(async () => {
      root = mkdtempSync(path.join(tmpdir(), 'owner-'));
      mkdirSync(path.join(root, 'pages'));
      mkdirSync(path.join(root, 'cms/forms'), { recursive: true });
      const settings = { Redirection: { redirection: true, redirectionType: 'url', redirectURL: '/thanks?x=</script><script>alert(1)</script><!--' } };
      writeFileSync(path.join(root, 'cms/forms/3.json'), JSON.stringify({ id: 3, title: 'T', fields: [{ name: 'a', type: 'text' }], settings }));
      // Hand-written CF7 markup: the form is found through its hidden `_wpcf7` input, attributes in any order.
      writeFileSync(
        path.join(root, 'pages/index.html'),
        '<!doctype html><html><head><!-- cms:globals --></head><body><form><input value="3" type="hidden" name="_wpcf7"></form><!-- cms:unknown 1 --><!-- cms:form 77 --></body></html>',
      );
      owner = await startTestSite({ pagesDir: path.join(root, 'pages'), cmsDir: path.join(root, 'cms') });
    });
    afterAll(async () => {
      await owner.close();
      rmSync(root, { recursive: true, force: true });
    });

    test('escapes `<` so no value can end the script, and finds forms by _wpcf7', async () => {
      const html = await (await owner.fetch('/')).text();
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      const declaration = /var eacf7RedirectionData_3 = (.*);/.exec(html)![1]!;
      expect(declaration).toContain('\\u003c/script\\u003e');
      expect(JSON.parse(declaration).redirectURL).toBe('/thanks?x=</script><script>alert(1)</script><!--');
    });

    test('leaves unknown placeholders as comments and names missing content', async () => {
      const html = await (await owner.fetch('/')).text();
      expect(html).toContain('<!-- cms:unknown 1 -->');
      expect(html).toContain('<!-- cms: no form 77 in the CMS content -->');
    });
  });
});

describe('blog with ajax pagination', () => {
  test('pages through the posts with ?paged=N links, newest first', async () => {
    const first = (await get('/demo/theme.html')).html;
    expect(first).toContain('Night tours in June');
    expect(first).toContain('href="/demo/theme.html?paged=2"');
    const second = await get('/demo/theme.html?paged=2');
    expect(second.status).toBe(200);
    expect(second.html).toContain('Regatta results');
    expect(second.html).not.toContain('Night tours in June');
  });

  test('a page past the end answers 404 with the whole page, its module container included', async () => {
    for (const paged of ['99', '0', 'abc']) {
      const { status, html } = await get(`/demo/theme.html?paged=${paged}`);
      expect(status).toBe(404);
      expect(html).toContain('<div class="et_pb_ajax_pagination_container"><div class="entry"><h2 class="not-found-title">No Results Found</h2>');
    }
  });
});

describe('the page-builder contact form posts to its own page', () => {
  const page = '/demo/theme.html';
  async function post(values: Record<string, string>, nonce?: string) {
    const html = (await get(page)).html;
    const body = new URLSearchParams({
      et_pb_contactform_submit_10: 'et_contact_proccess',
      '_wpnonce-et-pb-contact-form-submitted-10': nonce ?? /name="_wpnonce-et-pb-contact-form-submitted-10" value="([0-9a-f]+)"/.exec(html)![1]!,
      et_pb_contact_captcha_10: '7',
      ...values,
    });
    const response = await site.fetch(page, { method: 'POST', body });
    return { status: response.status, html: await response.text() };
  }
  const container = (html: string) => /<div id="et_pb_contact_form_10"[\s\S]*?<\/form><\/div><\/div>|<div id="et_pb_contact_form_10"[\s\S]*?role="status">[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? '';

  test('validation errors come back in the container, with the posted values escaped; nothing is stored', async () => {
    const before = site.count('contact_messages');
    const { status, html } = await post({ et_pb_contact_name_10: '<script>alert(1)</script>', et_pb_contact_email_10: 'nope', et_pb_contact_message_10: '' });
    expect(status).toBe(200);
    const form = container(html);
    expect(form).toContain('<p class="et_pb_contact_error_text">Make sure you fill in all required fields.</p>');
    expect(form).toContain('<p class="et_pb_contact_error_text">Invalid Email.</p>');
    expect(form).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
    expect(site.count('contact_messages')).toBe(before);
  });

  test('a valid message is stored and the form is replaced by the success message', async () => {
    const before = site.count('contact_messages');
    const { status, html } = await post({ et_pb_contact_name_10: 'Ann', et_pb_contact_email_10: 'ann@example.com', et_pb_contact_message_10: 'Is berth 4 free in July?', et_pb_contact_topic_10: 'Moorings' });
    expect(status).toBe(200);
    expect(container(html)).toContain('<div class="et-pb-contact-message" role="status"><p>Thanks for contacting us</p></div>');
    expect(container(html)).not.toContain('et_pb_contact_error_text');
    expect(site.count('contact_messages')).toBe(before + 1);
  });

  test('a conditionally hidden field is not required', async () => {
    const { html } = await post({ et_pb_contact_name_10: 'Ann', et_pb_contact_email_10: 'ann@example.com', et_pb_contact_email_hidden_fields_10: '["message"]' });
    expect(container(html)).toContain('Thanks for contacting us');
  });

  test.each([
    ['an expired nonce', { nonce: '0'.repeat(20) }, 403, 'This form has expired.'],
    ['a choice the form does not offer', { values: { et_pb_contact_topic_10: 'Smuggling' } }, 200, 'Please choose one of the offered options.'],
    ['a missing captcha answer', { values: { et_pb_contact_captcha_10: '' } }, 200, 'Make sure you entered the captcha.'],
  ])('refuses %s and stores nothing', async (_case, { nonce, values }: { nonce?: string; values?: Record<string, string> }, status, message) => {
    const before = site.count('contact_messages');
    const result = await post({ et_pb_contact_name_10: 'Ann', et_pb_contact_email_10: 'ann@example.com', et_pb_contact_message_10: 'Hello there', ...values }, nonce);
    expect(result.status).toBe(status);
    expect(container(result.html)).toContain(`<p class="et_pb_contact_error_text">${message}`);
    expect(site.count('contact_messages')).toBe(before);
  });

  test('a post naming a form the page does not render is refused', async () => {
    const response = await site.fetch('/demo/contact.html', { method: 'POST', body: new URLSearchParams({ et_pb_contactform_submit_10: 'x' }) });
    expect(response.status).toBe(400);
  });
});
