import { defineModule } from '@cms-mf/shared-contracts';
import { prefersReducedMotion } from '../core/reduced-motion';
import { createDomRestorer } from '../dom/dom-restorer';
import { type HoldReason, initialHolds, pressToggle, stoppedForVisitor, withHold } from './background-playback';

/**
 * `./video-background`: a section's background video (`.et_pb_section_video_bg
 * > video`, MARKUP-FACTS "Video background"). It plays muted and inline while
 * it is in the viewport and pauses outside it (unless
 * `et_pb_video_play_outside_viewport`), plays on hover only inside
 * `.et_pb_section_video_on_hover`, and the wrapper gets `data-ratio`. A
 * visitor who asked for reduced motion sees its first frame. A visible button
 * pauses and plays it (WCAG 2.2.2: moving content that lasts can be paused).
 */
export const videoBackgroundModule = defineModule((el, _ctx, signal) => {
  const holder = el as HTMLElement;
  const video = holder.querySelector('video');
  if (!video) return;
  const doc = holder.ownerDocument;
  const view = doc.defaultView!;
  const restorer = createDomRestorer();
  const section = holder.closest<HTMLElement>('.et_pb_section_video, .et_pb_section, .et_pb_row, .et_pb_column') ?? holder.parentElement!;
  const hoverArea = holder.classList.contains('et_pb_section_video_bg_hover') ? holder.closest<HTMLElement>('.et_pb_section_video_on_hover') : null;

  // Autoplay needs muted and inline on phones; the module decides when it plays, not the attribute.
  video.muted = true;
  restorer.attr(video, 'muted', '');
  restorer.attr(video, 'playsinline', '');
  restorer.attr(video, 'loop', '');
  restorer.attr(video, 'autoplay', null);
  restorer.attr(video, 'aria-hidden', 'true');
  video.pause();

  let holds: ReadonlySet<HoldReason> = initialHolds({
    playsOutsideViewport: holder.classList.contains('et_pb_video_play_outside_viewport'),
    onHover: hoverArea !== null,
    reducedMotion: prefersReducedMotion(view),
  });
  if (doc.hidden) holds = withHold(holds, 'hidden-page', true);

  const toggle = doc.createElement('button');
  toggle.type = 'button';
  toggle.className = 'cmsmf-video-bg-toggle';
  holder.after(toggle);

  const apply = () => {
    if (signal.aborted) return;
    if (holds.size === 0) void video.play().catch(() => undefined);
    else video.pause();
    const offerPlay = stoppedForVisitor(holds);
    toggle.textContent = offerPlay ? 'Play' : 'Pause';
    toggle.setAttribute('aria-label', offerPlay ? 'Play background video' : 'Pause background video');
    toggle.setAttribute('aria-pressed', String(!offerPlay));
  };
  const set = (reason: HoldReason, on: boolean) => {
    holds = withHold(holds, reason, on);
    apply();
  };
  toggle.addEventListener('click', () => {
    holds = pressToggle(holds);
    apply();
  }, { signal });

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) set('outside-viewport', !entry.isIntersecting);
  });
  if (holds.has('outside-viewport')) observer.observe(holder);
  if (hoverArea) {
    hoverArea.addEventListener('mouseenter', () => set('not-hovered', false), { signal });
    hoverArea.addEventListener('mouseleave', () => set('not-hovered', true), { signal });
  }
  doc.addEventListener('visibilitychange', () => set('hidden-page', doc.hidden), { signal });

  const setRatio = () => {
    if (video.videoWidth > 0 && video.videoHeight > 0) restorer.attr(section, 'data-ratio', String(video.videoWidth / video.videoHeight));
  };
  video.addEventListener('loadedmetadata', setRatio, { signal });
  setRatio();
  apply();

  return () => {
    observer.disconnect();
    toggle.remove();
    restorer.restore();
  };
});
