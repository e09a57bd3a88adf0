import { DIM_PROPERTY, SETTLING_CLASS, SWIPE_ATTRIBUTE } from './gestures/gesture-names';
import { LIGHTBOX_ID, LIGHTBOX_OPEN_BODY_CLASS } from './lightbox-constants';

const root = `#${LIGHTBOX_ID}`;
const open = `body.${LIGHTBOX_OPEN_BODY_CLASS}`;

/**
 * The lightbox's CSS, injected once into the overlay container, so the
 * remote needs no CSS loader and a page without a gallery downloads none.
 * Every rule is scoped under the container id to win over theme styles.
 *
 * Layout: the dialog fills the viewport; its padding is the controls' room,
 * and the stage (the image's room) is what is left above the title and
 * caption. fitImage sizes the image inside the stage. On phones the arrows
 * move to the bottom corners beside the caption, so the image takes the
 * whole width. The spinner fades in after a moment, so that an image from
 * the cache does not flash it.
 */
export const LIGHTBOX_CSS = `
${open} { overflow: hidden; }
html:has(> ${open}) { overscroll-behavior: none; }
${root} .eacf7-lightbox__dialog {
  box-sizing: border-box; position: fixed; inset: 0; width: 100%; height: 100%;
  max-width: none; max-height: none; margin: 0; padding: 64px 72px 16px; border: 0;
  overflow: hidden; background: rgba(0, 0, 0, calc(0.9 * var(${DIM_PROPERTY}, 1))); color: #fff; font: inherit;
  touch-action: none; overscroll-behavior: none;
}
${root} .eacf7-lightbox__dialog[open] { display: flex; animation: eacf7-lightbox-fade 0.2s ease-out; }
${root} .eacf7-lightbox__dialog::backdrop { background: transparent; }
${root} .eacf7-lightbox__figure {
  display: flex; flex-direction: column; align-items: center; gap: 8px;
  flex: 1; min-width: 0; margin: 0; text-align: center;
}
${root} .eacf7-lightbox__stage { position: relative; flex: 1; align-self: stretch; min-height: 0; display: flex; align-items: center; justify-content: center; }
${root} .eacf7-lightbox__frame { position: relative; max-width: 100%; max-height: 100%; }
${root} .eacf7-lightbox__frame.${SETTLING_CLASS} { transition: transform 0.2s ease-out; }
${root} .eacf7-lightbox__image {
  display: block; max-width: 100%; max-height: calc(100vh - 200px); user-select: none;
  animation: eacf7-lightbox-fade 0.2s ease-out; transition: opacity 0.2s;
}
${root} .is-sized .eacf7-lightbox__image { width: 100%; height: 100%; max-height: none; }
${root} .is-loading .eacf7-lightbox__image { opacity: 0; }
${root} .eacf7-lightbox__placeholder { position: absolute; width: 100%; height: 100%; object-fit: cover; }
${root} .eacf7-lightbox__spinner {
  position: absolute; top: 50%; left: 50%; width: 36px; height: 36px; margin: -22px;
  border: 4px solid #fff6; border-top-color: #fff; border-radius: 50%;
  animation: eacf7-lightbox-spin 0.8s linear infinite, eacf7-lightbox-fade 0.2s 0.3s backwards;
}
${root} .eacf7-lightbox__error { max-width: 320px; padding: 24px; border: 1px solid; border-radius: 8px; }
${root} figcaption { box-sizing: border-box; max-width: 100%; }
${root} .eacf7-lightbox__title { width: fit-content; margin: 0 auto; font-size: 1.125rem; line-height: 1.3; color: #fff; }
${root} .eacf7-lightbox__caption { width: fit-content; margin: 0 auto; font-size: 0.875rem; color: #e6e6e6; }
${root} .eacf7-lightbox__control {
  position: absolute; display: flex; align-items: center; justify-content: center; z-index: 1;
  width: 44px; height: 44px; padding: 0; border: 0; border-radius: 50%;
  background: rgba(255, 255, 255, 0.16); color: #fff; font-size: 28px; line-height: 1;
  cursor: pointer; transition: background-color 0.15s ease-out;
}
${root} .eacf7-lightbox__control:hover { background: rgba(255, 255, 255, 0.32); }
${root} .eacf7-lightbox__control:focus-visible {
  outline: 3px solid #fff; outline-offset: 2px; box-shadow: 0 0 0 7px #000;
}
${root} .eacf7-lightbox__close { top: 12px; right: 12px; }
${root} .eacf7-lightbox__prev { top: 50%; left: 12px; transform: translateY(-50%); }
${root} .eacf7-lightbox__next { top: 50%; right: 12px; transform: translateY(-50%); }
${root} [${SWIPE_ATTRIBUTE}] .eacf7-lightbox__frame { animation: eacf7-lightbox-slide 0.2s ease-out; }
${root} [${SWIPE_ATTRIBUTE}=prev] { --eacf7-lightbox-from: -40%; }
@media (max-width: 767px) {
  ${root} .eacf7-lightbox__dialog { padding: 60px 0 12px; }
  ${root} figcaption { min-height: 44px; padding: 0 60px; }
  ${root} .eacf7-lightbox__prev, ${root} .eacf7-lightbox__next { top: auto; bottom: 12px; transform: none; }
  ${root} .eacf7-lightbox__close { top: 8px; right: 8px; }
}
@media (max-height: 500px) and (min-width: 768px) {
  ${root} .eacf7-lightbox__dialog { padding: 8px 64px; }
}
${root} [hidden] { display: none !important; }
@keyframes eacf7-lightbox-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes eacf7-lightbox-spin { to { transform: rotate(360deg); } }
@keyframes eacf7-lightbox-slide { from { transform: translateX(var(--eacf7-lightbox-from, 40%)); opacity: 0.4; } }
@media (prefers-reduced-motion: reduce) {
  ${root} *, ${root} *::backdrop { animation: none !important; transition: none !important; }
}
`;
