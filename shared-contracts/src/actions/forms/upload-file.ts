import type { LocalUploadAnswer } from '../../settings/forms/uploaded-file';
import { defineAction } from '../define-action';
import { expectNonEmptyString, expectNumber, expectRecord, expectString } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { UPLOAD_TIMEOUT_MS } from './timeouts';

/** Multipart upload of one local file. */
export type UploadFileRequest = {
  /** 1: also add to the media library (`data-media_library`). */
  readonly media_library: 0 | 1;
  /** Field name. */
  readonly field_id: string;
  readonly form_id: number;
  readonly file: Blob;
};

/**
 * `data` = {name, file, file_user_name, url, size, type} (MARKUP-FACTS §3.1).
 * The server prints `size` from `filesize()` and `type` may be `false` when it
 * cannot tell the MIME type: that becomes ''.
 */
function parseUploadFile(data: unknown): LocalUploadAnswer {
  const where = 'eacf7_upload_file:';
  const answer = expectRecord(data, `${where} answer`);
  return {
    name: expectNonEmptyString(answer.name, `${where} name`),
    file: expectNonEmptyString(answer.file, `${where} file`),
    file_user_name: expectString(answer.file_user_name, `${where} file_user_name`),
    url: expectString(answer.url, `${where} url`),
    size: expectNumber(answer.size, `${where} size`),
    type: answer.type === false || answer.type === null || answer.type === undefined ? '' : expectString(answer.type, `${where} type`),
  };
}

/** `eacf7_upload_file`: stores one file until the form is sent. On failure the error text is in `data` (§7). */
export const uploadFile = defineAction<UploadFileRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: UPLOAD_TIMEOUT_MS,
  retryable: false,
  parseAnswer: parseUploadFile,
});
