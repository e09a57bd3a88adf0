import ky, { isNetworkError, isTimeoutError } from 'ky';
import { NetworkError } from './errors/network-error';
import { RequestAbortedError } from './errors/request-aborted-error';
import { RequestTimeoutError } from './errors/request-timeout-error';
import type { Transport } from './transport';

/**
 * The `call` transport: one ky POST per attempt.
 *
 * ky's retry is off (POST must not be replayed blindly; `sendAction` decides per policy),
 * and HTTP errors do not throw, so every status reaches `parseEnvelope`.
 */
export function createFetchTransport(fetchImpl?: typeof fetch): Transport {
  const api = ky.create({ retry: 0, throwHttpErrors: false, ...(fetchImpl ? { fetch: fetchImpl } : {}) });

  return async (url, body, { action, timeoutMs, signal }) => {
    try {
      // totalTimeout also bounds reading the body, which `timeout` alone leaves open.
      const pending = api.post(url, { body, signal, timeout: timeoutMs, totalTimeout: timeoutMs });
      const [response, text] = await Promise.all([pending, pending.text()]);
      return { status: response.status, body: text };
    } catch (error) {
      throw toTransportError(action, timeoutMs, error, signal);
    }
  };
}

export function toTransportError(action: string, timeoutMs: number, error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return new RequestAbortedError(action, { cause: signal.reason });
  if (isTimeoutError(error)) return new RequestTimeoutError(action, timeoutMs, { cause: error });
  // fetch rejects with a bare TypeError on network failure; ky recognises only known messages.
  if (isNetworkError(error) || error instanceof TypeError) return new NetworkError(action, { cause: error });
  return error;
}
