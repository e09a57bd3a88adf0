import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseShellManifest, SHELL_MANIFEST } from '@cms-mf/shell/manifest';
import { REPO_ROOT } from '@cms-mf/test-support';
import { expect, test } from './fixtures';
import { readPointer } from './support/releases';

/**
 * The early tap: a click on a gallery picture as soon as the page shows opens the lightbox with
 * nothing left to fetch. The server's hints (site/src/pages/page-hints.ts) name every file of the
 * chain shell → runtime + pointer → remote loader → remote entry → module chunks, so none of them
 * waits for the one before it to run, and none is requested after the tap.
 */

const GALLERY_ITEM = '#gallery-a .eacf7-gallery-item[data-src]';

/** The hrefs of the hints the server printed in `html` (modulepreload, and preload of a script or the pointer). */
const hintedHrefs = (html: string): string[] =>
  [...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>/g)].map(([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '');

/** The paths of the shell's and the remotes' files the page has fetched so far, from its resource timing. */
const fetchedRuntimeFiles = (page: Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((p) => p.startsWith('/mf/')));

test('a click as soon as the gallery shows opens the lightbox from files the server hinted, fetched before the click; none is requested after it', async ({ page, consoleErrors }) => {
  const response = await page.goto('/demo/gallery.html', { waitUntil: 'domcontentloaded' });
  const hinted = hintedHrefs(await response!.text());

  // The whole chain is hinted: the runtime chunk, the pointer, the remote loader, the lightbox's entry.
  const manifest = parseShellManifest(JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell/dist', SHELL_MANIFEST), 'utf8')))!;
  const gallery = readPointer(path.join(REPO_ROOT, 'releases')).remotes.gallery!;
  const active = gallery.history.find((v) => v.version === gallery.active)!;
  const chain = [`/mf/shell/${manifest.runtime}`, '/mf/remotes.json', `/mf/shell/${manifest.loader}`, `/mf/${active.entry}`];
  expect(hinted).toEqual(expect.arrayContaining(chain));

  // Every hinted file has arrived: what is left after the click is the page's own work.
  await expect.poll(async () => {
    const fetched = await fetchedRuntimeFiles(page);
    return hinted.filter((href) => !fetched.includes(href));
  }).toEqual([]);
  const before = (await fetchedRuntimeFiles(page)).length;

  const third = page.locator(GALLERY_ITEM).nth(2);
  const source = await third.getAttribute('data-src');
  await third.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // At the picture clicked, not the first: the click was replayed or handled on the item it hit.
  await expect(dialog.locator('img')).toHaveAttribute('src', new URL(source!, page.url()).href);

  const fetched = await fetchedRuntimeFiles(page);
  expect(fetched.slice(before)).toEqual([]);
  // And nothing of the shell or the remotes came without a hint: no file of the chain waited for another to run.
  expect(fetched.filter((file) => file !== '/mf/shell/shell.js' && !hinted.includes(file))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
