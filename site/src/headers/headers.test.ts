import { startTestSite, type TestSite } from '../test-support/test-site';
import { CSP_REPORT_PATH } from './content-security-policy';
import { parseCspReport } from './csp-report';
import { withNonce, withShellSettings } from './page-nonce';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];

test.each(['/', '/demo/gallery.html', '/demo/contact.html', '/demo/theme.html'])('%s: strict CSP with a fresh nonce on every script, and anti-framing', async (page) => {
  const [first, second] = [await site.fetch(page), await site.fetch(page)];
  const csp = first.headers.get('Content-Security-Policy');
  expect(csp).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; require-trusted-types-for 'script'; report-uri \/cmsmf\/csp-report$/);
  expect(first.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  const nonce = nonceOf(csp)!;
  expect(nonceOf(second.headers.get('Content-Security-Policy'))).not.toBe(nonce);
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // No inline handlers anywhere in the page.
  expect(html).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
});

test('a missing page answers 404 under the same policy', async () => {
  const missing = await site.fetch('/demo/no-such-page.html');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
  expect(missing.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
});

test('non-HTML answers get no page policy', async () => {
  const pointer = await site.fetch('/mf/remotes.json');
  expect(pointer.headers.get('Content-Security-Policy')).toBeNull();
});

test('violation reports are stored, bounded in size; anything else is refused', async () => {
  const report = { 'csp-report': { 'document-uri': `${site.url}/demo/gallery.html`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'source-file': `${site.url}/demo/gallery.html`, 'line-number': 3, 'script-sample': 'x'.repeat(1000) } };
  const post = (body: string) => site.fetch(CSP_REPORT_PATH, { method: 'POST', body, headers: { 'Content-Type': 'application/csp-report' } });
  expect((await post(JSON.stringify(report))).status).toBe(204);
  expect(site.query('SELECT page, directive, blocked, source, length(sample) AS sample FROM csp_reports')).toEqual([
    { page: `${site.url}/demo/gallery.html`, directive: 'script-src-elem', blocked: 'inline', source: `${site.url}/demo/gallery.html:3`, sample: 300 },
  ]);
  expect((await post('nope')).status).toBe(400);
  expect((await post(JSON.stringify({ 'csp-report': {} }))).status).toBe(400);
  expect((await post('x'.repeat(40_000))).status).toBe(413);
  expect(site.count('csp_reports')).toBe(1);
});

test('reports of the Reporting API are read too', () => {
  expect(parseCspReport([{ type: 'csp-violation', body: { documentURL: 'http://x/', effectiveDirective: 'require-trusted-types-for', blockedURL: 'trusted-types-sink', sample: 'Element innerHTML|<b>' } }, { type: 'deprecation', body: {} }])).toEqual([
    { page: 'http://x/', directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', source: '', sample: 'Element innerHTML|<b>' },
  ]);
});

test('nonces go on script elements only; settings go before the first script', () => {
  expect(withNonce('<script src="a.js"></script><SCRIPT>x</SCRIPT><scripts></scripts><p>&lt;script&gt;</p>', 'N')).toBe('<script nonce="N" src="a.js"></script><SCRIPT nonce="N">x</SCRIPT><scripts></scripts><p>&lt;script&gt;</p>');
  // Script preload hints too: under 'strict-dynamic' one without the nonce is refused; a stylesheet needs none.
  expect(withNonce('<link rel="modulepreload" href="r.js"><link rel="preload" as="script" href="e.js"><link rel="stylesheet" href="s.css">', 'N')).toBe(
    '<link nonce="N" rel="modulepreload" href="r.js"><link nonce="N" rel="preload" as="script" href="e.js"><link rel="stylesheet" href="s.css">',
  );
  expect(withShellSettings('<body><p>x</p><script src="s.js"></script></body>', { telemetry: { endpoint: '/t</script>' } }, 'N')).toBe(
    '<body><p>x</p><script nonce="N">window.cmsmf = Object.assign({"telemetry":{"endpoint":"/t\\u003c/script\\u003e"}}, window.cmsmf);</script>\n<script src="s.js"></script></body>',
  );
  expect(withShellSettings('<body></body>', {}, 'N')).toBe('<body></body>');
});
