import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CART_COOKIE, hashToken, TOKEN_PATTERN } from '../accounts/session-cookie';
import type { SiteState } from '../site-state';
import { CACHE_REVALIDATE, resolveInside, serveFile } from '../static/serve-file';
import { type PageRequest, renderPage } from './render-page';

/** Headers of every rendered page: they carry nonces and a visitor's cart, so no shared cache keeps them. */
const PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache', 'X-Content-Type-Options': 'nosniff', Vary: 'Save-Data' };

/** The visitor's browser asks to save data (`Save-Data: on`, a data-saver setting): the page hints no module ahead of use. */
export const asksToSaveData = (header: string | undefined): boolean => header?.trim().toLowerCase() === 'on';

/** The page file a URL path names (`/` and `/dir/` mean `index.html`), or null when outside PAGES_DIR. */
export function pageFileFor(pagesDir: string, urlPath: string): string | null {
  const relative = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
  return resolveInside(path.resolve(pagesDir), relative.replace(/^\/+/, ''));
}

/** Reads a page file; null when it is missing or not a file. */
export async function readPage(file: string | null): Promise<string | null> {
  if (!file || path.extname(file) !== '.html') return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? readFile(file, 'utf8') : null;
}

/** Renders a page for a request and answers it (also used for the contact form's response page). */
export function pageResponse(c: Context, state: SiteState, source: string, request: Omit<PageRequest, 'cartTokenHash' | 'saveData'>, status?: 200 | 403): Response {
  const cart = getCookie(c, CART_COOKIE);
  const page = renderPage(source, { ...request, saveData: asksToSaveData(c.req.header('Save-Data')), cartTokenHash: cart && TOKEN_PATTERN.test(cart) ? hashToken(cart) : undefined }, state);
  return c.newResponse(page.html, page.status === 404 ? 404 : (status ?? 200), PAGE_HEADERS);
}

/**
 * Answers the page or file `relativePath` names under `root`: `.html` pages are rendered with
 * their placeholders, other files served as they are. Anything missing answers 404 with the
 * site's `404.html` when it has one, so a fetched link still gets a body.
 */
export async function answerFrom(c: Context, state: SiteState, root: string, relativePath: string): Promise<Response> {
  const urlPath = c.req.path;
  const file = pageFileFor(root, relativePath);
  const source = await readPage(file);
  const url = new URL(c.req.url);
  if (source !== null) return pageResponse(c, state, source, { path: urlPath, origin: url.origin, query: url.searchParams });
  if (file && path.extname(file) !== '.html') {
    const asset = await serveFile(root, relativePath.replace(/^\/+/, ''), CACHE_REVALIDATE);
    if (asset) return asset;
  }
  return notFoundPage(c, state);
}

/** The 404 answer: the site's `404.html` rendered, or plain text when PAGES_DIR has none. */
export async function notFoundPage(c: Context, state: SiteState): Promise<Response> {
  const notFound = await readPage(path.join(state.config.pagesDir, '404.html'));
  if (notFound === null) return c.text('Not found', 404);
  return c.newResponse(renderPage(notFound, { path: c.req.path, origin: new URL(c.req.url).origin, query: new URLSearchParams() }, state).html, 404, PAGE_HEADERS);
}

/** GET of anything under PAGES_DIR, at its path. */
export function createPagesHandler(state: SiteState) {
  return (c: Context): Promise<Response> => answerFrom(c, state, state.config.pagesDir, c.req.path);
}
