import { readdirSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import path from 'node:path';
import { BOOT_PROBE, probeFinds } from '@cms-mf/shell/boot-probe';
import { workspaceRegistry } from '@cms-mf/release/workspace-remotes';
import { startTestSite, type TestSite } from '../test-support/test-site';

/**
 * The shell decides from markup families, not from each module's selector, so a module
 * added by a remote's publish needs no shell release. Checked on every page of the demo site as
 * the site renders it: a page that holds a module's markup, or prints a behaviour's global, starts
 * the runtime; a page without any does not, so it still downloads the shell alone.
 */
const PAGES = path.resolve(__dirname, '../../pages');
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : []));

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

test('a page with module markup starts the runtime; a page without any downloads the shell alone', async () => {
  const registry = await workspaceRegistry(path.resolve(__dirname, '../../..'));
  const without: string[] = [];
  for (const file of htmlFiles(PAGES).filter((f) => !f.endsWith('404.html'))) {
    const page = `/${path.relative(PAGES, file)}`;
    const html = await (await site.fetch(page)).text();
    // The page's scripts do not run here: a global the page prints is set as its script would.
    const { window } = new JSDOM(html);
    const win = window as unknown as Record<string, unknown>;
    for (const name of BOOT_PROBE.globals) if (new RegExp(`\\b${name}\\s*=`).test(html)) win[name] = {};
    const holdsModule = registry.some((entry) => (entry.global === undefined || win[entry.global] !== undefined) && window.document.querySelector(entry.selector) !== null);
    expect({ page, starts: probeFinds(BOOT_PROBE, window.document, window as unknown as Window) }).toEqual({ page, starts: holdsModule });
    window.close();
    if (!holdsModule) without.push(page);
  }
  expect(without).toEqual(expect.arrayContaining(['/demo/plain.html', '/index.html']));
}, 60_000);
