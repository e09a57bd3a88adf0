import type { LocalUploadAnswer, ModuleContext } from '@cms-mf/shared-contracts';
import type { Transfer } from './upload-queue';
import type { ResolvedUploaderConfig } from './uploader-config';

/**
 * A local upload: one multipart `eacf7_upload_file` through the page's client
 * (XHR, for progress); the client renews an expired nonce and resends once.
 */
export function localTransfer(ctx: ModuleContext, config: ResolvedUploaderConfig): Transfer<LocalUploadAnswer> {
  return async (file, { signal, onProgress }) => {
    const client = await ctx.client();
    return client.upload(
      'eacf7_upload_file',
      { media_library: config.media_library ? 1 : 0, field_id: config.field_id, form_id: config.form_id, file },
      { signal, onProgress },
    );
  };
}

/**
 * A visitor's Remove of an uploaded file: the server deletes it, so it is
 * not left stored and downloadable. The row is gone already; a refusal (sent meanwhile, expired) only
 * leaves the file to expire, so it is logged, not shown.
 */
export const localDiscard =
  (ctx: ModuleContext) =>
  (record: LocalUploadAnswer): void => {
    ctx
      .client()
      .then((client) => client.call('cmsmf_remove_upload', { file: record.file }))
      .catch((error: unknown) => ctx.log.warn('upload removal failed', error));
  };
