import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { browserCors } from '../http/browser-cors';
import type { StandinsRuntime } from '../standins-runtime';
import { parseIpAddress } from './ip-address';
import { lookupCountry } from './lookup-country';

/** The lookup service's error shape for an address it cannot read. */
const wrongIp = () =>
  Response.json({ status: 400, error: { title: 'Wrong ip', message: 'Please provide a valid IP address' } }, { status: 400 });

/**
 * The socket's peer address. `X-Forwarded-For` is deliberately not read: any
 * client can write it, and the site engineer's proxy setup is not known here.
 * Without a Node socket (an in-process `app.request`) there is no address.
 */
function requesterAddress(c: Context): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '';
}

/**
 * IP country lookup in the shape of ipinfo.io's (`{ip, country}`, plus
 * `bogon: true` for addresses not on the public internet):
 * `GET /ip-country` (the caller's address) and `GET /ip-country/:ip`, each
 * also under `/json` as the real service spells it. The phone field calls it
 * from the browser, so it answers any origin.
 */
export function createIpCountryRoutes(runtime: StandinsRuntime): Hono {
  const app = new Hono();
  const answer = (c: Context, text: string, cache: string) => {
    const address = parseIpAddress(text);
    if (!address) {
      // A missing socket address is not the caller's fault: answer with the default.
      if (text === '' && cache === 'no-store') return c.json({ ip: '', country: runtime.ipCountryDefault }, 200, { 'Cache-Control': cache });
      return wrongIp();
    }
    const { country, bogon } = lookupCountry(address, runtime.ipCountryDefault);
    return c.json({ ip: address.text, country, ...(bogon ? { bogon } : {}) }, 200, { 'Cache-Control': cache });
  };
  app.use('/ip-country', browserCors(['GET']));
  app.use('/ip-country/*', browserCors(['GET']));
  app.get('/ip-country', (c) => answer(c, requesterAddress(c), 'no-store'));
  app.get('/ip-country/json', (c) => answer(c, requesterAddress(c), 'no-store'));
  app.get('/ip-country/:ip', (c) => answer(c, c.req.param('ip'), 'public, max-age=86400'));
  app.get('/ip-country/:ip/json', (c) => answer(c, c.req.param('ip'), 'public, max-age=86400'));
  return app;
}
