import type { Context } from 'hono';

/**
 * The absolute URL of the stand-ins' root as the browser sees it, e.g.
 * `http://127.0.0.1:8080/standins`, for links the stand-ins hand out (session
 * URIs, `webViewLink`, icons).
 *
 * The mount path is read off the request: the route knows its own path
 * relative to the stand-ins' root (`relativePath`), so whatever precedes it is
 * where the host app mounted us. The origin is `publicBaseUrl` when the site
 * runs behind a proxy, else the request's own.
 */
export function standinsBaseUrl(c: Context, relativePath: string, publicBaseUrl: string | undefined): string {
  const path = c.req.path;
  const mount = path.endsWith(relativePath) ? path.slice(0, path.length - relativePath.length) : '';
  const origin = publicBaseUrl ? publicBaseUrl.replace(/\/+$/, '') : new URL(c.req.url).origin;
  return `${origin}${mount}`;
}
