import { request } from 'node:http';
import { startTestSite, type TestSite } from '../test-support/test-site';

// The per-form coupon limit was once one counter for everyone: 17 addresses × 19 checks locked a new visitor out.
let site: TestSite;
let nonce: string;
beforeAll(async () => {
  // The site's clock stands still, so the one-minute windows cannot pass while a busy machine is slow.
  const stopped = new Date();
  site = await startTestSite({}, { now: () => stopped });
  nonce = await site.nonce('eacf7');
});
afterAll(() => site.close());

/** A coupon check sent from one loopback address (all of 127.0.0.0/8 is loopback on Linux); its status. */
async function checkFrom(address: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ action: 'coupon_check', nonce, formId: '2', coupon: 'WELCOME10', total: '50' })) form.append(name, value);
  const encoded = new Request('http://encode.invalid/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL('/wp-admin/admin-ajax.php', site.url);
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: address, headers: { 'Content-Type': encoded.headers.get('content-type')!, 'Content-Length': body.length } },
      (response) => response.resume().on('end', () => resolve(response.statusCode!)),
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

test('checks from many addresses, each under its own limit, never lock out a new visitor', async () => {
  for (let host = 2; host < 2 + 17; host++) {
    const statuses = await Promise.all(Array.from({ length: 19 }, () => checkFrom(`127.0.0.${host}`)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }
  expect(await checkFrom('127.0.0.200')).toBe(200);
  // 324 requests: on a busy 2-core machine that is more than the default 30 s, and nothing here waits on time.
}, 120_000);

test('one address is still limited: past 20 checks a minute it is refused with 429', async () => {
  const statuses = [];
  for (let i = 0; i < 21; i++) statuses.push(await checkFrom('127.0.1.1'));
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
});
