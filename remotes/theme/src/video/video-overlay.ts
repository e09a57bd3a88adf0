import type { DomRestorer } from '../dom/dom-restorer';
import { autoplayUrl } from './video-url';

const OVERLAY = '.et_pb_video_overlay';

/** One video box with its cover: the `<video>` or embedded player, and the overlay that starts it. */
export interface VideoBox {
  /** Starts the video and hides the cover (the visitor asked: a click or Enter on the play control). */
  play(): void;
  /** Stops the video and shows the cover again (its slide was left). */
  stop(): void;
}

/**
 * Wires a video's cover (`.et_pb_video_overlay` inside `.et_pb_video_wrap`,
 * `.et_pb_video` or `.et_pb_post`, MARKUP-FACTS "Video slider"): clicking it,
 * or pressing Enter or Space on its play control, plays the video: a
 * `<video>` element is played, an embedded player gets `autoplay=1` (http(s)
 * addresses only). The play control becomes a labelled button; `restorer`
 * puts the markup back on unmount.
 */
export function wireVideoBox(box: HTMLElement, label: string, restorer: DomRestorer, signal: AbortSignal): VideoBox {
  const overlay = box.querySelector<HTMLElement>(OVERLAY);
  const video = box.querySelector('video');
  const frame = box.querySelector('iframe');
  const originalSrc = frame?.getAttribute('src') ?? null;
  const control = overlay?.querySelector<HTMLElement>('a.et_pb_video_play, .et-pb-video-image-button') ?? overlay;
  let playing = false;

  const api: VideoBox = {
    play() {
      if (playing || signal.aborted) return;
      playing = true;
      if (video) void video.play().catch(() => undefined);
      if (frame && originalSrc) {
        const next = autoplayUrl(originalSrc, box.ownerDocument.baseURI);
        if (next) frame.src = next;
      }
      if (overlay) {
        restorer.style(overlay, 'display', 'none');
        // The player takes the focus the hidden cover had, so the keyboard is not lost.
        (video ?? frame)?.focus({ preventScroll: true });
      }
    },
    stop() {
      if (!playing) return;
      playing = false;
      video?.pause();
      if (frame && originalSrc !== null && frame.getAttribute('src') !== originalSrc) frame.setAttribute('src', originalSrc);
      if (overlay) restorer.style(overlay, 'display', '');
    },
  };

  if (overlay && control) {
    if (control.tagName !== 'BUTTON') {
      restorer.attr(control, 'role', 'button');
      if (control.tagName !== 'A' || !control.hasAttribute('href')) restorer.attr(control, 'tabindex', '0');
    }
    if (!control.textContent?.trim() && !control.hasAttribute('aria-label')) restorer.attr(control, 'aria-label', label);
    overlay.addEventListener('click', (event) => {
      event.preventDefault();
      api.play();
    }, { signal });
    control.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      api.play();
    }, { signal });
  }
  // A video without controls takes the focus from its cover only when it can hold it.
  if (video && !video.hasAttribute('controls') && !video.hasAttribute('tabindex')) restorer.attr(video, 'tabindex', '-1');
  signal.addEventListener('abort', () => api.stop(), { once: true });
  return api;
}
