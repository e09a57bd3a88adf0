import { startStandins, type RunningStandins } from '../testing/start-standins';
import { createStandinsApp } from '../standins-app';

let standins: RunningStandins;
beforeAll(async () => {
  standins = await startStandins({ ipCountryDefault: 'de' });
});
afterAll(() => standins.close());

const lookup = (path: string, headers: Record<string, string> = {}) => fetch(`${standins.base}/ip-country${path}`, { headers });

test.each([
  ['/8.8.8.8', { ip: '8.8.8.8', country: 'US' }],
  ['/131.111.150.25', { ip: '131.111.150.25', country: 'GB' }],
  ['/133.11.0.1/json', { ip: '133.11.0.1', country: 'JP' }],
  ['/2001:67c:2e8:22::c100:68b', { ip: '2001:67c:2e8:22::c100:68b', country: 'NL' }],
  ['/::ffff:8.8.8.8', { ip: '8.8.8.8', country: 'US' }],
])('%s answers with its country', async (path, expected) => {
  const response = await lookup(path);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(expected);
});

test.each([['/192.168.1.20'], ['/10.0.0.1'], ['/::1'], ['/fd12:3456::1']])('%s is private: the default country, marked bogon', async (path) => {
  expect(await (await lookup(path)).json()).toMatchObject({ country: 'DE', bogon: true });
});

test('an unknown public address gets the default country', async () => {
  expect(await (await lookup('/5.6.7.8')).json()).toEqual({ ip: '5.6.7.8', country: 'DE' });
});

test('without an address, the caller’s own: loopback here, so the default', async () => {
  const answer = await (await lookup('')).json();
  expect(answer).toMatchObject({ ip: '127.0.0.1', country: 'DE', bogon: true });
  expect(await (await lookup('/json')).json()).toEqual(answer);
});

test('X-Forwarded-For cannot pick the country', async () => {
  expect(await (await lookup('', { 'X-Forwarded-For': '8.8.8.8' })).json()).toMatchObject({ country: 'DE' });
});

test.each([['/999.1.1.1'], ['/example.com'], ['/1.2.3'], ['/8.8.8.8%2F8'], ['/fe80::1%25eth0']])('%s is refused with 400', async (path) => {
  const response = await lookup(path);
  expect(response.status).toBe(400);
  expect((await response.json()).error.title).toBe('Wrong ip');
});

test('answers browsers on any origin', async () => {
  expect((await lookup('/8.8.8.8', { Origin: 'http://elsewhere.test' })).headers.get('access-control-allow-origin')).toBe('*');
});

test('the default country comes from IP_COUNTRY_DEFAULT, and a bad one stops the start', async () => {
  const saved = process.env.IP_COUNTRY_DEFAULT;
  try {
    process.env.IP_COUNTRY_DEFAULT = 'fr';
    const app = createStandinsApp({ dataDir: standins.dataDir });
    expect(await (await app.request('/ip-country/10.0.0.1')).json()).toMatchObject({ country: 'FR' });
    process.env.IP_COUNTRY_DEFAULT = 'USA';
    expect(() => createStandinsApp({ dataDir: standins.dataDir })).toThrow(/IP_COUNTRY_DEFAULT/);
  } finally {
    if (saved === undefined) delete process.env.IP_COUNTRY_DEFAULT;
    else process.env.IP_COUNTRY_DEFAULT = saved;
  }
});
