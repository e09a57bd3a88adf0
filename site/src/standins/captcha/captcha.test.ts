import path from 'node:path';
import Database from 'better-sqlite3';
import { startStandins, type RunningStandins } from '../testing/start-standins';
import { CAPTCHA_TOKEN_TTL_MS } from './captcha-rules';
import { verifyCaptchaToken } from '../../captcha/verify-captcha-token';

let clock = Date.parse('2030-01-01T00:00:00Z');
let standins: RunningStandins;
beforeAll(async () => {
  standins = await startStandins({ now: () => clock });
});
afterAll(() => standins.close());

const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${standins.base}/captcha/${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
async function issue(action: string): Promise<string> {
  const response = await post('token', { action });
  expect(response.status).toBe(200);
  return (await response.json()).token;
}
const verify = (token: string, action: string) => verifyCaptchaToken(`${standins.base}/captcha`, { token, action });
const usedCount = () => {
  const db = new Database(path.join(standins.dataDir, 'standins', 'standins.db'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM captcha_used').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

test('a token verifies once for its action, like siteverify', async () => {
  const token = await issue('contact_form');
  expect(await verify(token, 'contact_form')).toEqual({
    success: true,
    action: 'contact_form',
    challenge_ts: new Date(clock).toISOString(),
    hostname: '127.0.0.1',
    score: 0.9,
  });
  expect(await verify(token, 'contact_form')).toMatchObject({ success: false, 'error-codes': ['timeout-or-duplicate'] });
});

test('a token for another action fails, and stays good for its own', async () => {
  const token = await issue('newsletter');
  expect(await verify(token, 'contact_form')).toMatchObject({ success: false, action: 'newsletter', 'error-codes': ['action-mismatch'] });
  expect((await verify(token, 'newsletter')).success).toBe(true);
});

test('a token fails once its two minutes are over', async () => {
  const token = await issue('contact_form');
  clock += CAPTCHA_TOKEN_TTL_MS + 1;
  expect(await verify(token, 'contact_form')).toMatchObject({ success: false, 'error-codes': ['timeout-or-duplicate'] });
});

test('forged and altered tokens fail', async () => {
  const token = await issue('contact_form');
  const [prefix, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...claims, action: 'login' })).toString('base64url')}.${signature}`;
  expect(await verify(forged, 'login')).toMatchObject({ success: false, 'error-codes': ['invalid-input-response'] });
  expect(await verify('not-a-token', 'contact_form')).toMatchObject({ success: false, 'error-codes': ['invalid-input-response'] });
  expect((await verify(token, 'contact_form')).success).toBe(true);
});

test('bad requests get 400 and spend nothing', async () => {
  const token = await issue('contact_form');
  const before = usedCount();
  const answers = await Promise.all([
    post('token', {}),
    post('token', { action: 'has space' }),
    post('token', { action: 'x'.repeat(101) }),
    post('token', '{"action":'),
    post('token', 'action=contact', { 'Content-Type': 'application/x-www-form-urlencoded' }),
    post('verify', { action: 'contact_form' }),
    post('verify', { token }),
    post('verify', { token, action: 7 }),
    post('verify', { token: 'x'.repeat(5000), action: 'contact_form' }),
  ]);
  expect(answers.map((response) => response.status)).toEqual([400, 400, 400, 400, 415, 400, 400, 400, 400]);
  expect((await answers[5]!.json())['error-codes']).toEqual(['missing-input-response']);
  expect(usedCount()).toBe(before);
  expect((await verify(token, 'contact_form')).success).toBe(true);
});

test('the browser may ask for tokens cross-origin; verification is for servers only', async () => {
  const token = await post('token', { action: 'contact_form' }, { Origin: 'http://elsewhere.test' });
  expect(token.headers.get('access-control-allow-origin')).toBe('*');
  const verification = await post('verify', { token: 'x', action: 'contact_form' }, { Origin: 'http://elsewhere.test' });
  expect(verification.headers.get('access-control-allow-origin')).toBeNull();
});

test('tokens survive a restart of the server on the same data directory', async () => {
  const token = await issue('contact_form');
  const restarted = await startStandins({ dataDir: standins.dataDir, now: () => clock });
  try {
    expect((await verifyCaptchaToken(`${restarted.base}/captcha/`, { token, action: 'contact_form' })).success).toBe(true);
  } finally {
    await restarted.close();
  }
});
