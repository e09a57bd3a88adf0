import { startStandins, type RunningStandins } from '../standins/testing/start-standins';
import { CaptchaServiceError } from './captcha-service-error';
import { verifyCaptchaToken } from './verify-captcha-token';

// The verdicts are the stand-in's to give (standins/captcha/captcha.test.ts); here: what the client makes of no verdict.
let standins: RunningStandins;
beforeAll(async () => {
  standins = await startStandins();
});
afterAll(() => standins.close());

test('verifyCaptchaToken throws a CaptchaServiceError when there is no verdict', async () => {
  await expect(verifyCaptchaToken('http://127.0.0.1:1/captcha', { token: 't', action: 'a' })).rejects.toBeInstanceOf(CaptchaServiceError);
  await expect(verifyCaptchaToken(`${standins.base}/nowhere`, { token: 't', action: 'a' })).rejects.toMatchObject({ status: 404 });
});
