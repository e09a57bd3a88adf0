import { NetworkError } from './errors/network-error';
import { RequestAbortedError } from './errors/request-aborted-error';
import { RequestTimeoutError } from './errors/request-timeout-error';
import type { Transport } from './transport';

/**
 * The `upload` transport: XMLHttpRequest, because only `xhr.upload` reports how much of
 * a request body is sent (fetch upload streams report nothing on HTTP/1.1).
 * Same contract as the fetch transport: any status resolves, failures reject typed.
 */
export function createXhrTransport(): Transport {
  return (url, body, { action, timeoutMs, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new RequestAbortedError(action, { cause: signal.reason }));
        return;
      }
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      const settle = (finish: () => void) => {
        signal?.removeEventListener('abort', abort);
        finish();
      };

      xhr.open('POST', url);
      xhr.timeout = timeoutMs;
      xhr.onload = () => settle(() => resolve({ status: xhr.status, body: xhr.responseText }));
      xhr.onerror = () => settle(() => reject(new NetworkError(action)));
      xhr.ontimeout = () => settle(() => reject(new RequestTimeoutError(action, timeoutMs)));
      xhr.onabort = () => settle(() => reject(new RequestAbortedError(action, { cause: signal?.reason })));
      // Only listen when asked: an upload listener makes a cross-origin request preflighted.
      if (onProgress) {
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        });
        // Browsers throttle progress events, so the last one may say 97%; `load` means all was sent.
        xhr.upload.addEventListener('load', () => onProgress(100));
      }
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
}
