import { defineModule } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { joinLabel } from '../dom/page-texts';
import { wireVideoBox } from './video-overlay';

/**
 * `./video`: the video module (`.et_pb_video`) and a blog post's video
 * (`.et_pb_post .et_pb_video_overlay`): its cover plays the video on a click
 * or from the keyboard (MARKUP-FACTS "Video slider", "Play on click").
 */
export const videoModule = defineModule((el, _ctx, signal) => {
  const restorer = createDomRestorer();
  const box = el as HTMLElement;
  const title = box.closest('.et_pb_post')?.querySelector('.entry-title')?.textContent;
  wireVideoBox(box, joinLabel('Play video', title), restorer, signal);
  return () => {
    restorer.restore();
  };
});
