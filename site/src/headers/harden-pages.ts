import type { MiddlewareHandler } from 'hono';
import { hardeningHeaders } from './content-security-policy';
import { freshNonce, withNonce, withShellSettings } from './page-nonce';

/**
 * Middleware for every HTML answer of the site (pages, the contact form's
 * answer page, 404 pages): a fresh nonce on each of its scripts, the strict
 * policy and anti-framing headers, and the shell settings.
 */
export function hardenPages(shellSettings: Record<string, unknown>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    const nonce = freshNonce();
    const html = withShellSettings(withNonce(await c.res.text(), nonce), shellSettings, nonce);
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    for (const [name, value] of Object.entries(hardeningHeaders(nonce))) headers.set(name, value);
    c.res = new Response(html, { status: c.res.status, headers });
  };
}
