import { defineAction } from '../define-action';
import { expectRecord, fail } from '../expect';
import { NONCE_SPECS } from '../nonce';

/** Ours: the visitor's Remove of a file uploaded for a form that has not been sent. */
export type RemoveUploadRequest = {
  /** The server-generated name `eacf7_upload_file` answered as `file`. */
  readonly file: string;
};
export type RemoveUploadAnswer = { readonly removed: true };

function parseRemoveUpload(data: unknown): RemoveUploadAnswer {
  if (expectRecord(data, 'cmsmf_remove_upload').removed !== true) fail('cmsmf_remove_upload', 'removed no file');
  return { removed: true };
}

/**
 * `cmsmf_remove_upload`: deletes one upload of this visitor that no form has
 * sent yet (a Remove used to leave the file stored and
 * downloadable). Removing twice is refused, so it is not retried.
 */
export const removeUpload = defineAction<RemoveUploadRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: 10_000,
  retryable: false,
  parseAnswer: parseRemoveUpload,
});
