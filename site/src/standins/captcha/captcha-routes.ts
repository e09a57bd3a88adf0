import { Hono } from 'hono';
import { browserCors } from '../http/browser-cors';
import { readJsonBody } from '../http/json-body';
import { randomToken } from '../http/random-ids';
import type { StandinsRuntime } from '../standins-runtime';
import { CAPTCHA_ACTION, CAPTCHA_TOKEN_MAX_LENGTH, CAPTCHA_TOKEN_TTL_MS, type CaptchaErrorCode } from './captcha-rules';
import { createCaptchaStore } from './captcha-store';
import { signCaptchaToken } from './captcha-token';
import { captchaVerdict } from './captcha-verdict';
import type { CaptchaWidgetName } from '../../captcha/captcha-widgets';
import { widgetScript } from './widget-script';

const refuse = (status: 400 | 413 | 415, code: CaptchaErrorCode) => Response.json({ success: false, 'error-codes': [code] }, { status });
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The captcha stand-in, after reCAPTCHA v3:
 * - `POST /captcha/token` `{action}` -> `{token}`: what the widget gives the
 *   visitor's browser before a submit (CORS, as the real one is another origin);
 * - `POST /captcha/verify` `{token, action}` -> siteverify's answer: what the
 *   site's server asks before accepting a submission (no CORS).
 * Malformed requests get 400 and change nothing; a well-formed verification
 * that fails is a 200 with `success: false`, as siteverify answers.
 */
export function createCaptchaRoutes(runtime: StandinsRuntime): Hono {
  const store = createCaptchaStore(runtime.db);
  const hostname = (url: string) => new URL(runtime.publicBaseUrl ?? url).hostname;
  const app = new Hono();

  app.use('/captcha/token', browserCors(['POST']));
  app.post('/captcha/token', async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return refuse(body.status, 'bad-request');
    const { action } = body.value;
    if (typeof action !== 'string' || !CAPTCHA_ACTION.test(action)) return refuse(400, 'bad-request');
    const iat = runtime.now();
    const token = signCaptchaToken(store.secret, { jti: randomToken(16), action, hostname: hostname(c.req.url), iat, exp: iat + CAPTCHA_TOKEN_TTL_MS });
    return c.json({ token }, 200, NO_STORE);
  });

  // The widgets' scripts (captcha-widgets.ts): what a page loads in place of the providers' own.
  app.get('/captcha/widgets/:file', (c) => {
    const name = /^(recaptcha|hcaptcha|turnstile)\.js$/.exec(c.req.param('file'))?.[1] as CaptchaWidgetName | undefined;
    if (!name) return c.notFound();
    return c.body(widgetScript(name), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
  });

  app.post('/captcha/verify', async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return refuse(body.status, 'bad-request');
    const { token, action } = body.value;
    if (typeof token !== 'string' || token === '') return refuse(400, 'missing-input-response');
    if (token.length > CAPTCHA_TOKEN_MAX_LENGTH) return refuse(400, 'invalid-input-response');
    if (typeof action !== 'string' || !CAPTCHA_ACTION.test(action)) return refuse(400, 'bad-request');
    return c.json(captchaVerdict(store, token, action, runtime.now()), 200, NO_STORE);
  });
  return app;
}
