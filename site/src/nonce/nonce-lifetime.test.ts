import { configFromEnv } from '../config/config-from-env';
import { startTestSite, type TestSite } from '../test-support/test-site';

/**
 * A site with its own nonce lifetime (`NONCE_LIFETIME_SECONDS`): what pages
 * print and what the refresh action mints both follow it, on the site's clock.
 * The browser suite (e2e/reliability-nonce-expiry-real.spec.ts) lets it run out
 * for real under the shared client.
 */
const LIFETIME_MS = 6000;
let clock = Date.UTC(2026, 0, 5, 12, 0, 0);
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ nonceLifetimeMs: LIFETIME_MS }, { now: () => new Date(clock) });
});
afterAll(() => site.close());

const coupon = (nonce: string) => site.action('coupon_check', { formId: '2', coupon: 'WELCOME10', total: '30' }, { nonce });

async function printedNonce(): Promise<string> {
  const html = await (await site.fetch('/demo/payments.html')).text();
  // The add-on's global: `eacf7 = {…, "pluginUrl":"/media/eacf7", "nonce":"…"}`.
  return /"pluginUrl":"[^"]*","nonce":"([0-9a-f]{20})"/.exec(html)![1]!;
}

test('a printed nonce lives at least half the lifetime and at most all of it', async () => {
  clock = Math.ceil(clock / (LIFETIME_MS / 2)) * (LIFETIME_MS / 2) + 1; // the first moment of a tick
  const nonce = await printedNonce();
  clock += LIFETIME_MS / 2 - 1; // the last moment of the same tick: the same nonce
  expect(await printedNonce()).toBe(nonce);
  clock += LIFETIME_MS / 2;
  expect((await coupon(nonce)).json).toMatchObject({ success: true });
  clock += 1;
  const expired = await coupon(nonce);
  expect([expired.status, expired.text]).toEqual([403, '-1']);
});

test('the refresh action mints under the same lifetime: accepted where the expired one was refused, then expiring in turn', async () => {
  const old = await site.nonce('eacf7');
  clock += LIFETIME_MS;
  expect((await coupon(old)).text).toBe('-1');
  const fresh = await site.nonce('eacf7');
  expect(fresh).not.toBe(old);
  expect((await coupon(fresh)).json).toMatchObject({ success: true });
  clock += LIFETIME_MS / 2 - 1;
  expect((await coupon(fresh)).json).toMatchObject({ success: true });
  clock += LIFETIME_MS / 2 + 1;
  expect((await coupon(fresh)).text).toBe('-1');
});

test('NONCE_LIFETIME_SECONDS: unset is WordPress’s day, a number of seconds is taken, anything else stops the start', () => {
  expect(configFromEnv({}).nonceLifetimeMs).toBeUndefined();
  expect(configFromEnv({ NONCE_LIFETIME_SECONDS: '6' }).nonceLifetimeMs).toBe(6000);
  expect(configFromEnv({ NONCE_LIFETIME_SECONDS: '43200' }).nonceLifetimeMs).toBe(43_200_000);
  for (const bad of ['', ' ', 'abc', '1', '0', '-6', 'Infinity', 'NaN']) {
    expect(() => configFromEnv({ NONCE_LIFETIME_SECONDS: bad })).toThrow('NONCE_LIFETIME_SECONDS must be a number of seconds, 2 or more');
  }
});
