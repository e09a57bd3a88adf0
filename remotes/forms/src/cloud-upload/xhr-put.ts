import { DriveAbortError, DriveInterruptedError } from './drive-errors';
import type { PutChunk } from './resumable-upload';

/**
 * One PUT over XMLHttpRequest, which reports how much of the body went out
 * (fetch does not on HTTP/1.1). The session URL belongs to the drive, not to
 * the CMS: this is the only request of the feature outside the page client.
 */
export const xhrPut: PutChunk = (url, body, headers, { signal, onProgress }) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DriveAbortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal.removeEventListener('abort', abort);
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, range: xhr.getResponseHeader('Range'), body: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new DriveInterruptedError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DriveAbortError());
    };
    if (onProgress && body) xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
