import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSite, type TestSite } from '../test-support/test-site';
import { remoteDemoTarget } from './remote-demo-route';
import { withSkipLink } from './skip-link';

describe('remoteDemoTarget', () => {
  test('names the remote and the path inside its demo folder', () => {
    expect(remoteDemoTarget('/demo/remotes/consent/')).toEqual({ remote: 'consent', path: '/' });
    expect(remoteDemoTarget('/demo/remotes/consent/banner.html')).toEqual({ remote: 'consent', path: '/banner.html' });
  });

  test.each(['/demo/remotes/', '/demo/remotes/consent', '/demo/remotes/../x/', '/demo/remotes/%2e%2e/x', '/demo/remotes/Consent/', '/demo/remotes/constructor/', '/demo/plain.html'])(
    'names nothing for %s',
    (urlPath) => expect(remoteDemoTarget(urlPath)).toBeNull(),
  );
});

describe('serving a remote’s demo pages', () => {
  const PAGE = '<!doctype html>\n<html lang="en">\n<head><title>Consent</title></head>\n<body>\n<main><div class="consent-hello" data-cmsmf-module="consent/hello">Hello</div></main>\n<script type="module" src="/mf/shell/shell.js"></script>\n</body>\n</html>\n';
  let remotesDir: string;
  let site: TestSite;
  beforeAll(async () => {
    remotesDir = mkdtempSync(path.join(tmpdir(), 'site-remotes-'));
    mkdirSync(path.join(remotesDir, 'consent/demo'), { recursive: true });
    writeFileSync(path.join(remotesDir, 'consent/demo/index.html'), PAGE);
    writeFileSync(path.join(remotesDir, 'consent/demo/banner.css'), '.consent-hello { color: teal }');
    writeFileSync(path.join(remotesDir, 'consent/package.json'), '{ "name": "secret" }');
    site = await startTestSite({ remotesDir });
  });
  afterAll(async () => {
    await site.close();
    rmSync(remotesDir, { recursive: true, force: true });
  });

  test('renders remotes/<name>/demo/index.html at /demo/remotes/<name>/ like every page: nonces, skip link, the strict policy', async () => {
    for (const url of ['/demo/remotes/consent/', '/demo/remotes/consent/index.html']) {
      const response = await site.fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("'nonce-");
      const html = await response.text();
      expect(html).toMatch(/<script nonce="[^"]+" type="module" src="\/mf\/shell\/shell.js">/);
      // As written, except the nonce every script gets per response and the skip link (pages.test.ts holds the site's pages to the same).
      expect(html.replace(/ nonce="[^"]+"/g, '')).toBe(withSkipLink(PAGE));
    }
  });

  test('serves the other files of the demo folder as they are', async () => {
    const response = await site.fetch('/demo/remotes/consent/banner.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  test.each(['/demo/remotes/consent/missing.html', '/demo/remotes/consent', '/demo/remotes/other/', '/demo/remotes/consent/..%2fpackage.json', '/demo/remotes/consent/%2e%2e/package.json', '/demo/remotes/%2e%2e/consent/package.json'])(
    'answers the site’s 404 page for %s, and nothing outside the demo folder',
    async (url) => {
      const response = await site.fetch(url);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).not.toContain('secret');
    },
  );
});
