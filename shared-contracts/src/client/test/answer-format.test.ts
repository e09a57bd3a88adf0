import { createAjaxClient } from '../index';
import { InvalidAnswerError } from '../errors/invalid-answer-error';
import type { PolicyTable } from '../policy-table';
import { ACTION_POLICIES, type ActionMap } from '../../actions/action-map';
import { useAjaxServers } from './ajax-test-server';
import { PAGE_NONCES, rejectionOf } from './test-client';

/** The page builder's own actions answer bare JSON; some add-on actions bare text (policy `answerFormat`). */
interface FormatMap {
  cmsmf_refresh_nonce: ActionMap['cmsmf_refresh_nonce'];
  test_json: { request: object; answer: { error?: string; success?: string } };
  test_text: { request: object; answer: string };
}

const POLICIES: PolicyTable<FormatMap> = {
  cmsmf_refresh_nonce: ACTION_POLICIES.cmsmf_refresh_nonce,
  test_json: {
    nonce: { kind: 'et_frontend', field: 'et_frontend_nonce' },
    timeoutMs: 2_000,
    retryable: false,
    answerFormat: 'json',
    parseAnswer: (data) => {
      if (data === null) return {};
      if (typeof data !== 'object') throw new TypeError('not an object');
      return data as { error?: string; success?: string };
    },
  },
  test_text: {
    nonce: { kind: 'eacf7', field: 'nonce' },
    timeoutMs: 2_000,
    retryable: false,
    answerFormat: 'text',
    parseAnswer: (data) => String(data),
  },
};

const serve = useAjaxServers();
const client = (url: string) => createAjaxClient<FormatMap>({ ajaxUrl: url, nonces: PAGE_NONCES, policies: POLICIES });
const answer = (body: string) => () => ({ status: 200, body });

test('json: the whole body is the answer, without an envelope', async () => {
  const server = await serve(answer('{"success":"Subscribed"}'));
  await expect(client(server.url).call('test_json', {})).resolves.toEqual({ success: 'Subscribed' });
});

test('json: an empty body reaches the parser as null', async () => {
  const server = await serve(answer(''));
  await expect(client(server.url).call('test_json', {})).resolves.toEqual({});
});

test('json: a body that is not JSON is an invalid answer', async () => {
  const server = await serve(answer('<html>oops</html>'));
  expect(await rejectionOf(client(server.url).call('test_json', {}))).toBeInstanceOf(InvalidAnswerError);
});

test('text: the raw body is the answer', async () => {
  const server = await serve(answer('<span class="cf7-math-captcha">3 + 4 = </span>'));
  await expect(client(server.url).call('test_text', {})).resolves.toBe('<span class="cf7-math-captcha">3 + 4 = </span>');
});
