import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import labelPlaceholders from '../placeholders';
import { enableReplyPlacement } from './reply-placement';

/**
 * `./comments`: the comments module (`.et_pb_comments_module`): its form's
 * labels show as placeholders, and reply links place the reply form under
 * their comment. (Button icons from `data-icon` are not built.)
 */
export const commentsModule: FeatureModule = {
  async mount(el, ctx): Promise<Unmount> {
    const mount = new AbortController();
    const undoPlaceholders = await labelPlaceholders.mount(el, ctx);
    enableReplyPlacement(el, mount.signal);
    return () => {
      mount.abort();
      undoPlaceholders();
    };
  },
};
