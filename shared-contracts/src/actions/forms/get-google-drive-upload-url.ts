import { defineAction } from '../define-action';
import { expectHttpUrl } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { THIRD_PARTY_TIMEOUT_MS } from './timeouts';

/** Asks the server to open a resumable cloud-drive upload for one file. */
export type GoogleDriveUploadUrlRequest = {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** MIME type. */
  readonly type: string;
  /** From `data-upload_folder` ({id, accountId}). */
  readonly folder_id: string;
  readonly account_id: string;
  readonly form_id: number;
  readonly field_id: string;
};

/** `data` is the resumable upload URL itself; the browser uploads to it, so it must be absolute http(s). */
function parseGoogleDriveUploadUrl(data: unknown): string {
  return expectHttpUrl(data, 'eacf7_get_google_drive_upload_url: answer');
}

/** `eacf7_get_google_drive_upload_url`: opens a resumable session at the cloud drive; a write, and slow. */
export const getGoogleDriveUploadUrl = defineAction<GoogleDriveUploadUrlRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: THIRD_PARTY_TIMEOUT_MS,
  retryable: false,
  parseAnswer: parseGoogleDriveUploadUrl,
});
