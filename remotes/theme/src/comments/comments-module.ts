import { defineModule } from '@cms-mf/shared-contracts';
import labelPlaceholders from '../placeholders';
import { applyButtonIcons } from './button-icons';
import { enableReplyPlacement } from './reply-placement';

/**
 * `./comments`: the comments module (`.et_pb_comments_module`): its form's
 * labels show as placeholders, and reply links place the reply form under
 * their comment; its custom button icon (`data-icon`) goes to those buttons.
 */
export const commentsModule = defineModule(async (el, ctx, signal) => {
  const undoPlaceholders = await labelPlaceholders.mount(el, ctx);
  enableReplyPlacement(el, signal);
  applyButtonIcons(el, signal);
  return () => {
    undoPlaceholders();
  };
});
