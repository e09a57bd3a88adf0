import { ActionFailedError } from './errors/action-failed-error';
import { HttpError } from './errors/http-error';
import { InvalidAnswerError } from './errors/invalid-answer-error';
import { NonceExpiredError } from './errors/nonce-expired-error';
import { UnknownActionError } from './errors/unknown-action-error';
import type { ClientPolicy } from './policy-table';
import type { RawAnswer } from './transport';
import { isRecord } from '../is-record';

/**
 * Turns one raw answer of admin-ajax.php into the action's checked `data`, or throws
 * the typed error. Shared by `call` (fetch) and `upload` (XHR) so both map answers alike.
 *
 * Order matters: WordPress answers a refused nonce with `-1` (often with status 403)
 * and an unknown action with `0` (status 400), so the bodies are read before the status.
 *
 * The page builder's own actions answer bare JSON, and some add-on actions bare text
 * (policy `answerFormat`); those skip the envelope but keep the same error mapping.
 *
 * @throws NonceExpiredError for `-1` / 403; the caller decides whether to refresh and retry.
 */
export function parseEnvelope<T>(action: string, raw: RawAnswer, policy: Pick<ClientPolicy<T>, 'parseAnswer' | 'answerFormat'>): T {
  // A BOM or stray whitespace from some PHP file often precedes the output.
  const body = raw.body.replace(/^\uFEFF/, '').trim();
  if (body === '-1' || raw.status === 403) throw new NonceExpiredError(action);
  if (body === '0' || raw.status === 400) throw new UnknownActionError(action);
  if (raw.status < 200 || raw.status > 299) throw new HttpError(action, raw.status);

  const invalid = (message: string, cause?: unknown) =>
    new InvalidAnswerError(action, `${action}: ${message}`, body.slice(0, 500), { cause });
  const format = policy.answerFormat ?? 'envelope';
  let json: unknown = null;
  if (format !== 'text' && body !== '') {
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw invalid('the answer is not JSON', error);
    }
  }
  let data: unknown;
  if (format === 'text') data = body;
  else if (format === 'json') data = json;
  else {
    if (typeof json !== 'object' || json === null || typeof (json as { success?: unknown }).success !== 'boolean') {
      throw invalid('the answer is not a {success, data} envelope');
    }
    const envelope = json as { success: boolean; data?: unknown };
    if (!envelope.success) throw new ActionFailedError(action, serverMessageOf(envelope.data), envelope.data);
    data = envelope.data;
  }
  try {
    return policy.parseAnswer(data);
  } catch (error) {
    // parseAnswer signals a malformed answer with TypeError; anything else is a bug, let it surface.
    if (error instanceof TypeError) throw invalid(error.message, error);
    throw error;
  }
}

/**
 * The refusal in the server's own words, when it sent some: the text itself
 * (`wp_send_json_error('…')`), `{message}`, or the first of
 * `wp_send_json_error(WP_Error)`'s `[{code, message}, …]`.
 */
export function serverMessageOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() === '' ? undefined : data;
  const first: unknown = Array.isArray(data) ? data[0] : data;
  const message = isRecord(first) ? first.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
