import { defineModule } from '@cms-mf/shared-contracts';
import { localDiscard, localTransfer } from './local-transfer';
import { mountUploader } from './mount-uploader';

/** `./upload`, mounted on `.eacf7-uploader.file-upload` and `.eacf7-uploader.image-upload`. */
export const uploadModule = defineModule((el, ctx, signal) => {
  const kind = el.classList.contains('image-upload') ? 'image' : 'file';
  return mountUploader(el, ctx, signal, { kind, transfer: (config) => localTransfer(ctx, config), discard: localDiscard(ctx) });
});
