import type { Context } from 'hono';

/**
 * The visitor as the limits know them: the address the socket saw. A site
 * behind a reverse proxy sees the proxy's address for everyone, so there the
 * proxy must limit, or this must read the proxy's forwarded address (README).
 */
export function visitorOf(c: Context): string {
  const incoming = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return incoming?.incoming?.socket?.remoteAddress ?? '';
}
