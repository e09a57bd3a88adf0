import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { isProActive } from '../common/pro-flag';
import { mountUploader } from '../upload/mount-uploader';
import { driveTransfer } from './drive-transfer';

/** `./cloud-upload`, mounted on `.eacf7-uploader.google-drive-upload`: the uploader with a cloud-drive transfer. */
export const cloudUploadModule: FeatureModule = {
  mount(el: Element, ctx: ModuleContext): Unmount {
    if (!isProActive(ctx.globals)) return () => undefined;
    return mountUploader(el, ctx, { kind: 'file', transfer: (config) => driveTransfer(ctx, config) });
  },
};
