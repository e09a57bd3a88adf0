import { proModule } from '../common/pro-flag';
import { mountUploader } from '../upload/mount-uploader';
import { driveTransfer } from './drive-transfer';

/** `./cloud-upload`, mounted on `.eacf7-uploader.google-drive-upload`: the uploader with a cloud-drive transfer. */
export const cloudUploadModule = proModule((el, ctx, signal) =>
  mountUploader(el, ctx, signal, { kind: 'file', transfer: (config) => driveTransfer(ctx, config) }),
);
