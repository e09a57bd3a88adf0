import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { SiteConfig } from './config';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, serveFile } from './static/serve-file';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The reference site: demo pages, the shell, published remotes and the release pointer. */
export function createApp(config: SiteConfig): Hono {
  const app = new Hono();
  // Visitors get gzip like from any real CMS or CDN; page weights are measured as transferred.
  app.use(compress({ encoding: 'gzip' }));
  const tail = (path: string, prefix: string) => path.slice(prefix.length);

  app.get('/mf/remotes.json', async () => (await serveFile(config.releasesDir, 'remotes.json', CACHE_REVALIDATE)) ?? notFound());
  app.get('/mf/remotes/*', async (c) => (await serveFile(config.releasesDir, tail(c.req.path, '/mf/'), CACHE_IMMUTABLE)) ?? notFound());
  app.get('/mf/shell/*', async (c) => {
    const file = tail(c.req.path, '/mf/shell/');
    // shell.js keeps its name across deploys; its chunks are content-hashed.
    return (await serveFile(config.shellDir, file, file === 'shell.js' ? CACHE_REVALIDATE : CACHE_IMMUTABLE)) ?? notFound();
  });
  app.get('/media/*', async (c) => (await serveFile(config.publicDir, tail(c.req.path, '/'), CACHE_REVALIDATE)) ?? notFound());
  // Browsers ask for it on every page; an empty answer keeps consoles clean.
  app.get('/favicon.ico', () => new Response(null, { status: 204 }));
  app.get('/', async () => (await serveFile(config.pagesDir, 'index.html', CACHE_REVALIDATE)) ?? notFound());
  app.get('*', async (c) => (await serveFile(config.pagesDir, tail(c.req.path, '/'), CACHE_REVALIDATE)) ?? notFound());
  return app;
}
