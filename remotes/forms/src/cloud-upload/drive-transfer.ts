import type { CloudDriveFile, ModuleContext } from '@cms-mf/shared-contracts';
import { parseCloudDriveFile } from '@cms-mf/shared-contracts/actions';
import type { Transfer } from '../upload/upload-queue';
import type { ResolvedUploaderConfig } from '../upload/uploader-config';
import { validChunkSize } from './content-range';
import { DriveSessionExpiredError } from './drive-errors';
import { uploadResumable, type PutChunk } from './resumable-upload';
import { xhrPut } from './xhr-put';

/** 1 MiB chunks: a lost connection costs at most this much again. */
export const DRIVE_CHUNK_BYTES = 4 * 256 * 1024;
/** Waits before resuming after an interruption, then the upload shows as failed (with Retry). */
export const DRIVE_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000];

export interface DriveTransferOptions {
  readonly chunkSize?: number;
  readonly retryDelaysMs?: readonly number[];
  readonly put?: PutChunk;
}

/**
 * A cloud-drive upload (forms-addon.md §4): ask the CMS for a resumable upload
 * URL (`eacf7_get_google_drive_upload_url`), send the file there in chunks, and
 * hand back the drive's file record. The session of a file is kept until it
 * completes, so Retry after a failure resumes where the drive stopped instead
 * of starting over; a session that expired is replaced once.
 */
export function driveTransfer(ctx: ModuleContext, config: ResolvedUploaderConfig, options: DriveTransferOptions = {}): Transfer<CloudDriveFile> {
  const sessions = new WeakMap<File, string>();
  const chunkSize = validChunkSize(options.chunkSize ?? DRIVE_CHUNK_BYTES);

  const openSession = async (file: File, signal: AbortSignal) => {
    const client = await ctx.client();
    const url = await client.call(
      'eacf7_get_google_drive_upload_url',
      {
        name: file.name,
        size: file.size,
        type: file.type || 'application/octet-stream',
        folder_id: config.upload_folder?.id ?? '',
        account_id: config.upload_folder?.accountId ?? '',
        form_id: config.form_id,
        field_id: config.field_id,
      },
      { signal },
    );
    sessions.set(file, url);
    return url;
  };

  return async (file, { signal, onProgress }) => {
    const send = (url: string, resume: boolean) =>
      uploadResumable(url, file, {
        put: options.put ?? xhrPut,
        chunkSize,
        signal,
        resume,
        retryDelaysMs: options.retryDelaysMs ?? DRIVE_RETRY_DELAYS_MS,
        onProgress: (bytes) => onProgress(file.size === 0 ? 100 : (bytes / file.size) * 100),
      });
    const known = sessions.get(file);
    let answer: unknown;
    try {
      answer = await send(known ?? (await openSession(file, signal)), known !== undefined);
    } catch (error) {
      if (!(error instanceof DriveSessionExpiredError) || known === undefined) throw error;
      sessions.delete(file);
      onProgress(0);
      answer = await send(await openSession(file, signal), false);
    }
    sessions.delete(file);
    return parseCloudDriveFile(answer);
  };
}
