import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';

/**
 * CORS for the routes a visitor's browser calls directly. The real services
 * live on other origins and answer any origin without credentials; the
 * stand-ins do the same, so a page served from another host (or a remote
 * loaded from a CDN) behaves as it will against the real endpoint.
 */
export function browserCors(methods: readonly string[], exposeHeaders: readonly string[] = []): MiddlewareHandler {
  return cors({
    origin: '*',
    allowMethods: [...methods, 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Content-Range'],
    exposeHeaders: [...exposeHeaders],
    maxAge: 600,
  });
}
