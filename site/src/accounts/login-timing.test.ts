import { startTestSite, type TestSite } from '../test-support/test-site';

// A login to an address with no account answered at once, so timing told which accounts exist.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ rateLimits: { login: { limit: 100, windowMs: 60_000 }, loginAccount: { limit: 100, windowMs: 60_000 } } });
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f4-o1');
  form.append('user-email', 'known@example.com');
  form.append('user-password', 'correct horse battery');
  await site.fetch('/wp-json/contact-form-7/v1/contact-forms/4/feedback', { method: 'POST', body: form });
});
afterAll(() => site.close());

async function timeLogin(mail: string): Promise<number> {
  const started = performance.now();
  const result = await site.action('eacf7_user_registration_auto_login', { mail, password: 'wrong password' });
  expect(result.json).toEqual({ success: false, data: 'The email address or password is incorrect.' });
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('an unknown address takes as long as a wrong password for a real account', async () => {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 3; i++) {
    known.push(await timeLogin('known@example.com'));
    unknown.push(await timeLogin(`nobody${i}@example.com`));
  }
  // Both pay one scrypt; without the decoy the unknown address answered in a fraction of it.
  expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  // Six real scrypt hashes, one after another on one worker: seconds on a loaded two-core machine.
}, 30_000);
